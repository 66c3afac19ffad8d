import { describe, expect, it } from 'vitest';
import { AxiosError, CanceledError } from 'axios';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import fc from 'fast-check';
import {
  ApiError,
  ERROR_MESSAGES,
  errorFromCode,
  errorFromResponse,
  errorFromStatus,
  readEnvelope,
  readableMsg,
  toApiError,
} from './errors';

// The catalogue is the product's wording (SPEC §8): any change must be deliberate.
describe('ERROR_MESSAGES', () => {
  it('holds the SPEC §8 texts verbatim', () => {
    expect(ERROR_MESSAGES).toMatchObject({
      unauthorized: '认证失败，无法访问系统资源',
      sessionExpiredPrompt: '登录状态已过期，您可以继续留在该页面，或者重新登录',
      forbidden: '当前操作没有权限',
      notFound: '访问资源不存在',
      unknown: '系统未知错误，请反馈给管理员',
      network: '后端接口连接异常',
      timeout: '系统接口请求超时',
      downloadFailed: '下载文件出现错误，请联系管理员！',
      noFile: '无文件',
      duplicate: '数据正在处理，请勿重复提交',
      uploadNotLoggedIn: '请先登录',
      uploadEmpty: 'size cannot be empty',
      uploadFailed: '上传失败，请重试',
      imageUploadFailed: '上传图片失败，请重试',
    });
    expect(ERROR_MESSAGES.status(502)).toBe('系统接口502异常');
    expect(ERROR_MESSAGES.uploadWrongFormat('doc/pdf')).toBe('文件格式不正确, 请上传doc/pdf格式文件!');
    expect(ERROR_MESSAGES.uploadTooBig(5)).toBe('上传文件大小不能超过 5 MB!');
    expect(ERROR_MESSAGES.uploadTooMany(1)).toBe('上传文件数量不能超过 1 个!');
    expect(ERROR_MESSAGES.imageTooBig(5)).toBe('上传头像图片大小不能超过 5 MB!');
  });
});

describe('readEnvelope', () => {
  it('accepts a numeric or numeric-string code, rejects anything else', () => {
    expect(readEnvelope({ code: 200, msg: 'ok', data: 1 })).toEqual({ code: 200, msg: 'ok', data: 1 });
    expect(readEnvelope({ code: '500', msg: 'x' })?.code).toBe(500);
    expect(readEnvelope({ code: 200, msg: '  ' })?.msg).toBeUndefined();
    for (const notEnvelope of [null, undefined, '', '<html>', [], { data: 1 }, { code: 'abc' }, { code: 1.5 }]) {
      expect(readEnvelope(notEnvelope)).toBeUndefined();
    }
  });
});

describe('errorFromCode', () => {
  it('maps every non-200 code to the catalogue, with a message and a toast level', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999 }).filter((c) => c !== 200),
        fc.option(fc.string({ minLength: 1 })),
        (code, msg) => {
          const error = errorFromCode(code, msg ?? undefined);
          expect(error).toBeInstanceOf(ApiError);
          expect(error.message.length).toBeGreaterThan(0);
          expect(['error', 'warning', 'prompt']).toContain(error.level);
          expect(error.code).toBe(code);
        },
      ),
    );
  });

  it('falls back to the unknown text when code 500 has no msg', () => {
    expect(errorFromCode(500, undefined)).toMatchObject({ level: 'warning', message: ERROR_MESSAGES.unknown });
  });

  it("shows a backend's msg as sent (a 500's as a warning, others as an error), and SPEC §8's text instead of a Java exception", () => {
    expect(errorFromCode(500, '该作品已认证，请勿重复提交')).toMatchObject({ level: 'warning', message: '该作品已认证，请勿重复提交' });
    expect(errorFromCode(601, '验证码已失效')).toMatchObject({ level: 'error', message: '验证码已失效' });
    expect(errorFromCode(500, 'Invalid captcha')).toMatchObject({ level: 'warning', message: 'Invalid captcha' });
    expect(errorFromCode(601, 'token expired')).toMatchObject({ level: 'error', message: 'token expired' });
    for (const sent of [
      "Request method 'GET' not supported",
      'java.lang.NullPointerException',
      "\n### Error querying database.  Cause: java.sql.SQLIntegrityConstraintViolationException: Duplicate entry '张三' for key 'user_name'",
      '服务异常 org.springframework.dao.DataIntegrityViolationException: x',
    ]) {
      expect(errorFromCode(500, sent)).toMatchObject({ level: 'warning', message: ERROR_MESSAGES.unknown });
      expect(errorFromCode(601, sent).message).toBe(ERROR_MESSAGES.unknown);
    }
  });
});

describe('readableMsg', () => {
  it('shows the server’s sentence, in Chinese or not (SPEC §8)', () => {
    for (const shown of [
      '操作成功',
      '余额不足，请充值',
      '密码错误（还可尝试 2 次）',
      'Invalid captcha',
      'ok',
      'token expired',
      '文件 a.pdf 已存在',
    ]) {
      expect(readableMsg(shown)).toBe(shown);
    }
  });

  it('drops the server’s internals: exceptions, class names, stack frames, SQL, gateway phrases, null', () => {
    for (const dropped of [
      undefined,
      null,
      3,
      '',
      '   ',
      'Internal Server Error',
      'NullPointerException at 导出',
      'java.lang.NullPointerException',
      '导出失败：com.ruoyi.common.exception.ServiceException: 无数据',
      'Request processing failed\n    at org.springframework.web.servlet.FrameworkServlet.processRequest(FrameworkServlet.java:1014)',
      '\n### Error querying database.  Cause: java.sql.SQLSyntaxErrorException: Unknown column',
      "SELECT id FROM sys_user WHERE user_name = 'x'",
      'null',
      'Bad Gateway',
    ]) {
      expect(readableMsg(dropped)).toBeUndefined();
    }
  });
});

describe('errorFromResponse / errorFromStatus', () => {
  it('lets code 200 and (for blob calls) non-JSON blobs through', () => {
    expect(errorFromResponse(200, { code: 200, msg: 'ok' })).toBeUndefined();
    expect(errorFromResponse(200, new Blob(['x']), { blobRequested: true })).toBeUndefined();
    expect(errorFromResponse(200, new Blob(['x']))).toMatchObject({ kind: 'invalidResponse' });
  });

  it('never lets a parsed JSON blob through, even with code 200', () => {
    expect(errorFromResponse(200, { code: 200, msg: 'ok' }, { blobRequested: true, jsonBlob: true })).toMatchObject({
      kind: 'invalidResponse',
      message: ERROR_MESSAGES.unknown,
    });
  });

  it('maps any status >= 400 without an envelope to the catalogue', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), fc.constantFrom(undefined, '', '<html>bad gateway</html>', '{'), (status, body) => {
        const error = errorFromStatus(status, body);
        const expected =
          status === 401
            ? ERROR_MESSAGES.unauthorized
            : status === 403
              ? ERROR_MESSAGES.forbidden
              : status === 404
                ? ERROR_MESSAGES.notFound
                : ERROR_MESSAGES.status(status);
        expect(error.message).toBe(expected);
        expect(error.status).toBe(status);
      }),
    );
  });
});

describe('toApiError', () => {
  const config = { headers: {} } as InternalAxiosRequestConfig;

  it('passes an ApiError through', () => {
    const error = errorFromCode(403, undefined);
    expect(toApiError(error)).toBe(error);
  });

  it('maps cancellation, timeouts and network errors', () => {
    expect(toApiError(new CanceledError())).toMatchObject({ kind: 'cancelled', level: 'silent' });
    expect(toApiError(new AxiosError('timeout of 1ms exceeded', AxiosError.ETIMEDOUT, config))).toMatchObject({
      kind: 'timeout',
      message: ERROR_MESSAGES.timeout,
    });
    expect(toApiError(new AxiosError('timeout of 1ms exceeded', AxiosError.ECONNABORTED, config))).toMatchObject({ kind: 'timeout' });
    expect(toApiError(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config))).toMatchObject({
      kind: 'network',
      message: ERROR_MESSAGES.network,
    });
  });

  it('maps a status error through its response', () => {
    const response = { status: 503, data: '<html></html>', headers: {}, config, statusText: '' } as AxiosResponse;
    const error = new AxiosError('Request failed with status code 503', AxiosError.ERR_BAD_RESPONSE, config, null, response);
    expect(toApiError(error)).toMatchObject({ kind: 'status', message: '系统接口503异常', status: 503 });
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (thing) => {
        const error = toApiError(thing);
        expect(error).toBeInstanceOf(ApiError);
        expect(error.message).toBe(ERROR_MESSAGES.unknown);
      }),
    );
  });
});

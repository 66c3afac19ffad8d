import { describe, expect, it } from 'vitest';
import { CanceledError } from 'axios';
import fc from 'fast-check';
import { ApiError, ERROR_MESSAGES, toApiError } from '@/shared/api';
import { imagePreviewUrl } from './preview-url';
import { uploadFailureNotice } from './upload-failure';
import { uploadStamp } from './upload-stamp';

describe('uploadStamp', () => {
  it('turns the random number and the clock into the two form fields', () => {
    expect(
      uploadStamp(
        () => 0.25,
        () => 1_700_000_000_000,
      ),
    ).toEqual({ random: '0.25', newNumber: '1700000000000' });
  });

  it('differs between two calls by default', () => {
    expect(uploadStamp().random).not.toBe(uploadStamp().random);
  });
});

describe('uploadFailureNotice', () => {
  const fallback = ERROR_MESSAGES.uploadFailed;

  it('shows the msg of a non-200 answer at the catalogue level', () => {
    const server = new ApiError({
      kind: 'server',
      level: 'warning',
      message: '存储服务不可用',
      code: 500,
      body: { code: 500, msg: '存储服务不可用' },
    });
    expect(uploadFailureNotice(server, fallback)).toEqual({ level: 'warning', message: '存储服务不可用' });
    const business = new ApiError({
      kind: 'business',
      level: 'error',
      message: '文件类型被禁止',
      code: 601,
      body: { code: 601, msg: '文件类型被禁止' },
    });
    expect(uploadFailureNotice(business, fallback)).toEqual({ level: 'error', message: '文件类型被禁止' });
  });

  it('says "上传失败，请重试" for network errors, HTTP statuses and anything unknown', () => {
    const network = new ApiError({ kind: 'network', level: 'error', message: ERROR_MESSAGES.network });
    const status = new ApiError({ kind: 'status', level: 'error', message: ERROR_MESSAGES.status(502), status: 502, body: '<html>' });
    for (const error of [network, status, new Error('boom'), 'nope']) {
      expect(uploadFailureNotice(error, fallback)).toEqual({ level: 'error', message: '上传失败，请重试' });
    }
  });

  it('stays quiet for a cancelled upload and for the session prompt', () => {
    const cancelled = toApiError(new CanceledError());
    const expired = new ApiError({ kind: 'unauthorized', level: 'prompt', message: ERROR_MESSAGES.unauthorized, code: 401 });
    expect(uploadFailureNotice(cancelled, fallback)).toBeNull();
    expect(uploadFailureNotice(expired, fallback)).toBeNull();
  });

  it('passes the duplicate-submit refusal on', () => {
    const duplicate = new ApiError({ kind: 'duplicate', level: 'warning', message: ERROR_MESSAGES.duplicate });
    expect(uploadFailureNotice(duplicate, fallback)).toEqual({ level: 'warning', message: '数据正在处理，请勿重复提交' });
  });
});

describe('imagePreviewUrl', () => {
  it.each([
    [{ fileName: 'a.png', filePreview: '/common/imageView/a.png' }, '/api/common/imageView/a.png'],
    [{ fileName: 'a.png', filePreview: 'common/imageView/a.png' }, '/api/common/imageView/a.png'],
    [{ fileName: 'a.png', filePreview: '/api/common/imageView/a.png' }, '/api/common/imageView/a.png'],
    [{ fileName: 'a.png', filePreview: 'https://cdn.example.com/a.png' }, 'https://cdn.example.com/a.png'],
    [{ fileName: 'a.png' }, '/api/common/imageView/a.png'],
    [{ fileName: '头像 1.png', filePreview: '' }, '/api/common/imageView/%E5%A4%B4%E5%83%8F%201.png'],
  ])('%j -> %s', (file, url) => {
    expect(imagePreviewUrl(file)).toBe(url);
  });

  it('never leaves the /api prefix for a relative preview, and never yields a script URL', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (preview, name) => {
        const url = imagePreviewUrl({ fileName: name, filePreview: preview });
        expect(/^(\/api\/|\/api$|https?:|blob:|data:image\/)/i.test(url)).toBe(true);
      }),
    );
  });
});

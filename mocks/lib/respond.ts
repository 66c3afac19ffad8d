import { HttpResponse } from 'msw';
import type { ApiResult } from '@/shared/api/generated/model';

/**
 * The messages the handlers of several tags answer with (Chinese, as the backend's). What only one
 * tag refuses with is in that tag's folder (CHECK_MESSAGES, CENTER_MESSAGES...).
 */
export const MOCK_MESSAGES = {
  ok: '操作成功',
  unauthorized: '认证失败，无法访问系统资源',
  badMobile: '请输入正确的手机号码',
  smsCodeWrong: '验证码错误',
  captchaWrong: '验证码错误',
  captchaExpired: '验证码已失效',
  badCredentials: '用户名或密码错误',
  accountDisabled: '账号已停用，请联系机构管理员',
  ssoInvalid: '登录链接已失效，请重新登录',
  mobileNotAgent: '该手机号未绑定机构账号',
  passwordMismatch: '两次输入的密码不一致',
  passwordLength: '密码长度须为6-20位',
  oldPasswordWrong: '旧密码错误',
  passwordUnchanged: '新密码不能与旧密码相同',
  noPassword: '该账号不支持密码修改',
  fileMissing: '文件不存在',
  uploadEmpty: '上传文件不能为空',
  uploadBadContent: '文件内容不是有效的 Base64 编码',
  paramMissing: (name: string): string => `缺少必填参数：${name}`,
  /** A catalogue row (expert, work, article...) the id does not name. */
  notFound: '内容不存在或已下线',
} as const;

type Envelope<T> = ApiResult & { data?: T };

export function ok(): HttpResponse<ApiResult> {
  return HttpResponse.json({ code: 200, msg: MOCK_MESSAGES.ok });
}

/** Success with data; `T` is the generated model type, so the compiler checks the contract too. */
export function okData<T>(data: T): HttpResponse<Envelope<T>> {
  return HttpResponse.json({ code: 200, msg: MOCK_MESSAGES.ok, data });
}

/** Business errors travel as HTTP 200 with the code in the body, as the backend sends them. */
export function fail(code: number, msg: string, status = 200): HttpResponse<ApiResult> {
  return HttpResponse.json({ code, msg }, { status });
}

export function unauthorized(): HttpResponse<ApiResult> {
  return fail(401, MOCK_MESSAGES.unauthorized);
}

/** The JSON body as a plain object; anything else (no body, bad JSON, an array) is `{}`. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A string field, or '' when missing or not a string: handlers then answer with a Chinese error. */
export function text(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

/** 404 with a message: the catalogue's own by default, or the caller's (a center's row). */
export function notFound(message: string = MOCK_MESSAGES.notFound): HttpResponse<ApiResult> {
  return fail(404, message);
}

/** RFC 5987, so Chinese names survive; encodeURIComponent leaves '()*! unescaped, which it must not. */
export function contentDisposition(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename*=UTF-8''${encoded}`;
}

const BOM = '\uFEFF';

function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading =, +, - or @ would be a formula in Excel: quote it with a tab, as exporters do.
  const safe = /^[=+\-@]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `\t${text}` : text;
  return /[",\r\n\t]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV with a UTF-8 byte order mark (Excel reads the Chinese) and CRLF line ends. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export function csvResponse(fileName: string, csv: string): Response {
  return new HttpResponse(csv, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': contentDisposition(fileName) },
  });
}

import type { AxiosError } from 'axios';

/*
 * No runtime import of axios here: this module is part of the first load (the session and the
 * pages read the catalogue), while axios itself is loaded with the first request (see mutator.ts).
 * Axios errors are therefore recognised by their public fields (`AxiosError.isAxiosError`, and
 * `code`, whose values are axios' documented `AxiosError.ERR_*` constants), not by `instanceof`.
 */
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** A request cancelled through axios: its `CanceledError` carries the code `AxiosError.ERR_CANCELED`. */
function isCancel(error: unknown): boolean {
  return isAxiosError(error) && error.code === 'ERR_CANCELED';
}

/**
 * The error catalogue of SPEC §8: every user-visible message of the request pipeline and of
 * uploads, verbatim, in one table. Nothing else in the code base spells these texts.
 */
export const ERROR_MESSAGES = {
  unauthorized: '认证失败，无法访问系统资源',
  sessionExpiredPrompt: '登录状态已过期，您可以继续留在该页面，或者重新登录',
  forbidden: '当前操作没有权限',
  notFound: '访问资源不存在',
  unknown: '系统未知错误，请反馈给管理员',
  network: '后端接口连接异常',
  timeout: '系统接口请求超时',
  status: (status: number) => `系统接口${status}异常`,
  downloadFailed: '下载文件出现错误，请联系管理员！',
  noFile: '无文件',
  duplicate: '数据正在处理，请勿重复提交',
  uploadNotLoggedIn: '请先登录',
  uploadWrongFormat: (formats: string) => `文件格式不正确, 请上传${formats}格式文件!`,
  uploadEmpty: 'size cannot be empty',
  uploadTooBig: (mb: number) => `上传文件大小不能超过 ${mb} MB!`,
  uploadTooMany: (count: number) => `上传文件数量不能超过 ${count} 个!`,
  uploadFailed: '上传失败，请重试',
  imageTooBig: (mb: number) => `上传头像图片大小不能超过 ${mb} MB!`,
  imageUploadFailed: '上传图片失败，请重试',
  /** Not in SPEC §8: an answer whose data does not fit openapi.yaml (contract-check.ts). */
  contract: '数据格式异常，请稍后重试或联系管理员',
} as const;

/** What went wrong, for code that reacts to an error rather than showing it. */
export type ApiErrorKind =
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  /** Body code 500: the backend's msg is a warning (SPEC §8). */
  | 'server'
  /** Any other non-200 body code. */
  | 'business'
  | 'network'
  | 'timeout'
  /** HTTP status >= 400 without a more specific meaning. */
  | 'status'
  /** Not the `{code, msg, data}` envelope: HTML, invalid JSON, empty body. */
  | 'invalidResponse'
  /** A code-200 answer whose data does not fit the contract (src/shared/api/contract-check.ts). */
  | 'contract'
  | 'duplicate'
  | 'cancelled';

/**
 * How the message reaches the user: a toast at `error`/`warning`, the session model's
 * expiry prompt (`prompt`), or nothing (`silent`, e.g. a cancelled request).
 */
export type ApiErrorLevel = 'error' | 'warning' | 'prompt' | 'silent';

/** `{code, msg, data}`: the shape every JSON response of the contract has. */
export interface Envelope {
  code: number;
  msg?: string;
  data?: unknown;
}

export interface ApiErrorInit<TBody = unknown> {
  kind: ApiErrorKind;
  level: ApiErrorLevel;
  message: string;
  code?: number;
  status?: number;
  body?: TBody;
  cause?: unknown;
}

/** The one rejection type of every API call (the generated hooks' `TError`). */
export class ApiError<TBody = unknown> extends Error {
  readonly kind: ApiErrorKind;
  readonly level: ApiErrorLevel;
  readonly code?: number;
  readonly status?: number;
  readonly body?: TBody;

  constructor(init: ApiErrorInit<TBody>) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.level = init.level;
    this.code = init.code;
    this.status = init.status;
    this.body = init.body;
  }
}

/**
 * A Blob (or File) from any realm: `instanceof` fails across realms (a test's fetch vs jsdom,
 * an iframe), the string tag does not.
 */
export function isBlob(value: unknown): value is Blob {
  const tag = Object.prototype.toString.call(value);
  return tag === '[object Blob]' || tag === '[object File]';
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function toCode(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  // Some backends serialise the code as a string; '200' is still success.
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return undefined;
}

/** The envelope with its code as a number, or undefined when `body` is not an envelope. */
export function readEnvelope(body: unknown): Envelope | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const record = body as Record<string, unknown>;
  const code = toCode(record.code);
  if (code === undefined) return undefined;
  const msg = typeof record.msg === 'string' && record.msg.trim() !== '' ? record.msg : undefined;
  return { code, msg, data: record.data };
}

/**
 * What is the server's internals rather than a sentence for users, when a Java backend's handler
 * sends `e.getMessage()` as the msg (RuoYi's GlobalExceptionHandler does): an exception or a class
 * name (`java.lang.NullPointerException`, `com.ruoyi.common.exception.ServiceException`), a stack
 * frame (` at com.…(`, ` at org.…`), MyBatis's `### Error …`, SQL, Spring MVC's own request
 * errors, an HTTP reason phrase of a gateway, or a bare `null`.
 */
const INTERNALS: readonly RegExp[] = [
  /\b[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)+\.[A-Z][\w$]*/,
  /[A-Za-z]*(?:Exception|Error)\b/,
  /(?:^|\s)at (?:com|org|java|javax|sun|jdk|net|io)\.[\w$.]+/,
  /^\s*###/m,
  /\b(?:SELECT\b[\s\S]*\bFROM|INSERT\s+INTO|UPDATE\b[\s\S]*\bSET|DELETE\s+FROM)\b|\bSQL(?:State|\s*state|Syntax)?\b/i,
  /^\s*(?:Internal Server Error|Bad Gateway|Service Unavailable|Gateway Time-?out|Not Found|Forbidden|Unauthorized)\s*$/i,
  /^\s*(?:null|undefined|NaN)\s*$/,
  // Spring MVC's own messages for a request it could not map or read.
  /Request method '\w+' not supported|Required (?:request body|request parameter|parameter)\b|JSON parse error|Content type '[^']*' not supported/,
];

/**
 * The backend's `msg` as SPEC §8 shows it (a 500's as a warning, any other code's as an error,
 * an upload's), unless it is the server's internals (see INTERNALS) or empty: then undefined, and
 * the caller shows §8's own text instead. A plain English sentence ("Invalid captcha") is the
 * server's word to the user and is shown. The whole answer stays on the ApiError (`body`) for the
 * console and the drift report.
 */
export function readableMsg(msg: unknown): string | undefined {
  if (typeof msg !== 'string' || msg.trim() === '') return undefined;
  return INTERNALS.some((pattern) => pattern.test(msg)) ? undefined : msg;
}

/** Maps a non-200 body code (or an HTTP status that has a body-code meaning) per SPEC §8. */
export function errorFromCode(code: number, sent: string | undefined, extra: { status?: number; body?: unknown } = {}): ApiError {
  const msg = readableMsg(sent);
  const base = { code, status: extra.status, body: extra.body };
  switch (code) {
    case 401:
      return new ApiError({ ...base, kind: 'unauthorized', level: 'prompt', message: ERROR_MESSAGES.unauthorized });
    case 403:
      return new ApiError({ ...base, kind: 'forbidden', level: 'error', message: ERROR_MESSAGES.forbidden });
    case 404:
      return new ApiError({ ...base, kind: 'notFound', level: 'error', message: ERROR_MESSAGES.notFound });
    case 500:
      return new ApiError({ ...base, kind: 'server', level: 'warning', message: msg ?? ERROR_MESSAGES.unknown });
    default:
      return new ApiError({ ...base, kind: 'business', level: 'error', message: msg ?? ERROR_MESSAGES.unknown });
  }
}

/**
 * Maps a failed HTTP status. An envelope body with a non-200 code is more precise than the
 * status, so it wins; 401/403/404 mean the same as the body codes ("body code and HTTP status
 * alike"); any other status is '系统接口NNN异常'.
 */
export function errorFromStatus(status: number, body: unknown): ApiError {
  const envelope = readEnvelope(body);
  if (envelope && envelope.code !== 200) return errorFromCode(envelope.code, envelope.msg, { status, body });
  if (status === 401 || status === 403 || status === 404) return errorFromCode(status, undefined, { status, body });
  return new ApiError({ kind: 'status', level: 'error', message: ERROR_MESSAGES.status(status), status, body });
}

/**
 * Decides a response that HTTP considers successful (status < 400). Returns undefined when it
 * is a success: an envelope with code 200, or — for blob requests only — a non-JSON blob.
 * `jsonBlob` says the body was a JSON blob, already parsed: a blob call never succeeds with it.
 */
export function errorFromResponse(
  status: number,
  body: unknown,
  options: { blobRequested?: boolean; jsonBlob?: boolean } = {},
): ApiError | undefined {
  if (options.blobRequested && !options.jsonBlob && isBlob(body)) return undefined;
  const envelope = readEnvelope(body);
  if (envelope) {
    if (envelope.code !== 200) return errorFromCode(envelope.code, envelope.msg, { status, body });
    if (!options.jsonBlob) return undefined;
  }
  return new ApiError({ kind: 'invalidResponse', level: 'error', message: ERROR_MESSAGES.unknown, status, body });
}

/** The duplicate-submit rejection of SPEC §5. */
export function duplicateError(): ApiError {
  return new ApiError({ kind: 'duplicate', level: 'warning', message: ERROR_MESSAGES.duplicate });
}

function isTimeout(error: AxiosError): boolean {
  if (error.code === 'ETIMEDOUT') return true;
  // Without `clarifyTimeoutError` axios reports a timeout as ECONNABORTED + "timeout of …".
  return error.code === 'ECONNABORTED' && /timeout/i.test(error.message);
}

/** Any rejection of the pipeline, as an ApiError of the catalogue. Never throws. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isCancel(error) || (error instanceof Error && error.name === 'AbortError')) {
    return new ApiError({ kind: 'cancelled', level: 'silent', message: 'cancelled', cause: error });
  }
  if (isAxiosError(error)) {
    if (isTimeout(error)) return new ApiError({ kind: 'timeout', level: 'error', message: ERROR_MESSAGES.timeout, cause: error });
    const response = error.response;
    if (response && response.status > 0) {
      const mapped =
        response.status >= 400 ? errorFromStatus(response.status, response.data) : errorFromResponse(response.status, response.data);
      if (mapped) return mapped;
    }
    if (!response) return new ApiError({ kind: 'network', level: 'error', message: ERROR_MESSAGES.network, cause: error });
  }
  return new ApiError({ kind: 'invalidResponse', level: 'error', message: ERROR_MESSAGES.unknown, cause: error });
}

import axios, { AxiosError } from 'axios';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { API_BASE, REQUEST_TIMEOUT_MS } from '@/shared/config';
import { serializeParams } from '@/shared/lib/query-string';
import { requestFingerprint } from '@/shared/lib/duplicate-guard';
import { checkAnswer, loadAnswerSchema } from './contract-check';
import { guard } from './duplicate-state';
import { ApiError, ERROR_MESSAGES, duplicateError, errorFromResponse, isBlob, readEnvelope, toApiError } from './errors';
import { findOperation, hasDotSegment } from './operation-meta';
import { notify, tokenForRequest } from './setup';
import { sessionExpired } from './signals';

/** Per-request switches of the pipeline, typed so a misspelt opt-out does not compile. */
export interface ClientOptions {
  /** Send no token even where the contract asks for one. */
  skipAuth?: boolean;
  /** Let an identical POST/PUT through inside the duplicate-submit window. */
  allowDuplicate?: boolean;
  /**
   * Show no toast; the caller handles the rejection. 401 still raises `sessionExpired`. A query's
   * request is silent unless it says `false` (mutator.ts): its section shows the failure.
   */
  silent?: boolean;
  /**
   * Asked ahead of need (a route's loader when the router preloads a link that was pointed at or
   * focused: shared/api startQuery): no toast, and a 401 raises no `sessionExpired` either. Nobody
   * asked for the page yet; it asks again, and reports, when it opens.
   */
  speculative?: boolean;
  /** Overrides the contract's `x-timeout` and the default. */
  timeout?: number;
}

// The switches travel inside the axios config so the interceptors see them for every call
// (mutator, download helper, direct use); axios's mergeConfig keeps unknown keys.
declare module 'axios' {
  interface AxiosRequestConfig {
    clientOptions?: ClientOptions;
  }
}

export { resetDuplicateGuard } from './duplicate-state';

const GUARDED_METHODS = new Set(['POST', 'PUT']);

export const http = axios.create({
  baseURL: API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { Accept: 'application/json, text/plain, */*' },
  paramsSerializer: { serialize: (params) => serializeParams(params) },
  // Every call goes to the API base: a URL that looks absolute (`https://x`, `//x`) is a path
  // under it, never another host that would receive the token.
  allowAbsoluteUrls: false,
  // Invalid JSON must reach our mapping as a string, not throw inside axios; timeouts are
  // reported as ETIMEDOUT so they cannot be mistaken for an aborted request.
  transitional: { silentJSONParsing: true, forcedJSONParsing: true, clarifyTimeoutError: true },
});

const reported = new WeakSet<ApiError>();

/** Shows an error once (toast or session signal) and returns it for rejection. */
function report(error: ApiError, config: InternalAxiosRequestConfig | undefined): ApiError {
  if (reported.has(error)) return error;
  reported.add(error);
  const { silent, speculative } = config?.clientOptions ?? {};
  if (speculative) return error;
  if (error.kind === 'unauthorized') {
    // The token this request was sent with (onRequest sets it), not the current one.
    const sent = config?.headers?.get('Authorization');
    const token = typeof sent === 'string' ? sent.replace(/^Bearer /, '') : '';
    sessionExpired(token ? { message: error.message, token } : { message: error.message });
  }
  if ((error.level === 'error' || error.level === 'warning') && !silent) {
    notify(error.level, error.message);
  }
  return error;
}

/**
 * The session holds a token (`expected`) that is no longer saved (its cookie ran out, or was
 * removed, while the tab was open): the session has ended, and the user is told with the expiry prompt (SPEC
 * §8) instead of meeting 401s that say nothing. A call that needs the login is not sent; a public
 * read goes out without the token.
 */
function missingToken(expected: string, loginRequired: boolean, options: ClientOptions): void {
  if (!expected) return;
  if (!options.speculative) sessionExpired({ message: ERROR_MESSAGES.unauthorized, token: expected });
  if (!loginRequired) return;
  const error = new ApiError({ kind: 'unauthorized', level: 'prompt', message: ERROR_MESSAGES.unauthorized });
  reported.add(error);
  throw error;
}

function onRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const method = (config.method ?? 'GET').toUpperCase();
  const url = config.url ?? '';
  const options = config.clientOptions ?? {};
  const meta = findOperation(method, url);
  // A `..` segment would walk out of the call's path (with the token): nothing is sent.
  if (hasDotSegment(url)) throw report(new ApiError({ kind: 'notFound', level: 'error', message: ERROR_MESSAGES.notFound }), config);

  config.timeout = options.timeout ?? meta?.timeoutMs ?? config.timeout ?? REQUEST_TIMEOUT_MS;
  // The answer's schema loads while the request is on its way; a failure is met in onResponse.
  if (meta && config.responseType !== 'blob') loadAnswerSchema(meta).catch(() => undefined);

  // The token goes only to the calls the contract knows and secures.
  if (options.skipAuth || !meta || !meta.secured) {
    config.headers.delete('Authorization');
  } else {
    // Asked here, at send time, so a login or logout between two calls is always honoured.
    const { saved, held } = tokenForRequest();
    if (saved) config.headers.set('Authorization', `Bearer ${saved}`);
    else missingToken(held, meta.loginRequired, options);
  }

  if (GUARDED_METHODS.has(method) && !options.allowDuplicate) {
    const query = serializeParams(config.params as Record<string, unknown> | undefined);
    const key = requestFingerprint({ method, url: query ? `${url}?${query}` : url, body: config.data });
    if (!guard.tryPass(key)) throw report(duplicateError(), config);
  }
  return config;
}

function isJsonBlob(value: unknown): value is Blob {
  return isBlob(value) && /json/i.test(value.type);
}

async function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsText(blob);
  });
}

/** The envelope inside a JSON blob (the backend's error answer to a download), if it is one. */
async function envelopeOfBlob(blob: Blob): Promise<unknown> {
  try {
    const parsed: unknown = JSON.parse(await blobText(blob));
    return readEnvelope(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The page and pageSize a request asked for (query, or a JSON body): the default of a list answer's echo. */
function pagingOf(config: InternalAxiosRequestConfig): { page?: unknown; pageSize?: unknown } {
  const params = (config.params ?? {}) as { page?: unknown; pageSize?: unknown };
  if (params.page !== undefined || params.pageSize !== undefined) return params;
  let body: unknown = config.data;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      return {};
    }
  }
  return typeof body === 'object' && body !== null ? (body as { page?: unknown; pageSize?: unknown }) : {};
}

async function onResponse(response: AxiosResponse): Promise<AxiosResponse> {
  let body: unknown = response.data;
  let jsonBlob = false;
  if (isJsonBlob(body)) {
    const envelope = await envelopeOfBlob(body);
    if (envelope !== undefined) {
      body = envelope;
      jsonBlob = true;
    }
  }
  const error = errorFromResponse(response.status, body, {
    blobRequested: response.config.responseType === 'blob',
    jsonBlob,
  });
  if (error) throw report(error, response.config);
  // Never trust the shape: the answer's data is checked against the contract (contract-check.ts).
  const config = response.config;
  const meta = config.responseType === 'blob' ? undefined : findOperation(config.method ?? 'GET', config.url ?? '');
  if (meta?.answerSchema) {
    try {
      response.data = await checkAnswer(meta, body as { data?: unknown }, pagingOf(config));
    } catch (failure) {
      throw report(toApiError(failure), config);
    }
  }
  return response;
}

async function onResponseError(error: unknown): Promise<never> {
  if (error instanceof AxiosError && error.response && isJsonBlob(error.response.data)) {
    const envelope = await envelopeOfBlob(error.response.data);
    if (envelope !== undefined) error.response.data = envelope;
  }
  const config = error instanceof AxiosError ? error.config : undefined;
  throw report(toApiError(error), config);
}

http.interceptors.request.use(onRequest);
http.interceptors.response.use(onResponse, onResponseError);

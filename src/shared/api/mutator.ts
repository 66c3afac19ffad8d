import type { AxiosRequestConfig } from 'axios';
import { CHUNK_FAILED_TEXT } from '@/shared/config';
import { ApiError } from './errors';
import type { ClientOptions } from './http';
import { notify } from './setup';

/** The second argument of every generated call (`request` in the hooks' options). */
export type RequestOptions = ClientOptions & {
  onUploadProgress?: AxiosRequestConfig['onUploadProgress'];
  signal?: AbortSignal;
};

/** Orval types every hook's error with this: all rejections are ApiErrors. */
export type ErrorType<TBody> = ApiError<TBody>;
export type BodyType<TBody> = TBody;

function mergeSignals(a: AxiosRequestConfig['signal'], b: AbortSignal | undefined): AxiosRequestConfig['signal'] {
  if (!a || !b) return b ?? a;
  // Both react-query's signal (unmount, refetch) and the caller's must be able to cancel.
  if (a instanceof AbortSignal && typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  return b;
}

// An option left undefined must not erase one set in the config.
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * axios and the interceptors (`./http`): they load with the first request, not with the first
 * render. Their code not arriving (a flaky network, a deploy that replaced the files) is no answer
 * from the server: the call fails as a network error (which keeps a session: SPEC §4 clears it only
 * on a refusal) with 页面加载失败，请检查网络后重新加载, said once unless the caller shows it.
 */
export const loadHttp = () => import('./http');

function loadClient(silent: boolean | undefined) {
  return loadHttp().catch((cause: unknown) => {
    if (!silent) notify('error', CHUNK_FAILED_TEXT);
    throw new ApiError({ kind: 'network', level: 'error', message: CHUNK_FAILED_TEXT, cause });
  });
}

/**
 * The Orval mutator: every generated call goes through the one axios instance and resolves
 * with the response body, i.e. the `{code, msg, data}` envelope the generated types describe
 * (or the Blob of a binary call). Rejections are `ApiError`s, already shown to the user unless
 * `silent`; a cancelled request rejects with kind 'cancelled' and shows nothing.
 */
export const customInstance = <T>(config: AxiosRequestConfig, options?: RequestOptions): Promise<T> => {
  const { onUploadProgress, signal, ...switches } = options ?? {};
  const clientOptions: ClientOptions = { ...config.clientOptions, ...definedOnly(switches) };
  // One failure, one place: a query's request carries TanStack Query's AbortSignal (Orval passes
  // it, `query.signal: true` in orval.config.ts), and the section that reads the query shows its
  // failure with a retry, so the pipeline does not toast it as well. A caller whose failure is
  // shown nowhere else says `silent: false`. A 401 still raises the expiry prompt.
  if (config.signal && clientOptions.silent === undefined) clientOptions.silent = true;
  // A timeout written into the config by hand is as explicit as one in the options.
  if (clientOptions.timeout === undefined && config.timeout !== undefined) clientOptions.timeout = config.timeout;

  return loadClient(clientOptions.silent)
    .then(({ http }) =>
      http.request<T>({
        ...config,
        signal: mergeSignals(config.signal, signal),
        onUploadProgress: onUploadProgress ?? config.onUploadProgress,
        clientOptions,
      }),
    )
    .then((response) => response.data);
};

/**
 * SPEC §7 "GET | base path plus suffix | generic": a GET of any path under `/api`, through the
 * same pipeline as every generated call (token at send time, query-string serializer, the error
 * catalogue, 401 signal, and the contract check when the path is an operation of the contract).
 * Use a generated function or hook whenever the call is in openapi.yaml; this is for a path the
 * contract does not (yet) name, e.g. a menu entry's data source given by the server. Its `data`
 * is `unknown` unless the caller says otherwise: check what you read.
 */
export function apiGet<TData = unknown>(
  suffix: string,
  params?: Record<string, unknown>,
  options?: RequestOptions,
): Promise<{ code: number; msg?: string; data?: TData }> {
  const url = suffix.startsWith('/') ? suffix : `/${suffix}`;
  return customInstance<{ code: number; msg?: string; data?: TData }>({ url, method: 'GET', params }, options);
}

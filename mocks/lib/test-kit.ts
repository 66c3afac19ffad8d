import { callApi, dataOf, type ApiRoute } from './test-client';

/** Helpers of the handler tests of the public portal's tags: the data of a call, a token only when given. */

export const get = async <T>(route: ApiRoute, query: Record<string, string> = {}, token?: string): Promise<T> =>
  dataOf<T>(await callApi(route, { query, ...(token ? { token } : {}) }));

export const post = async <T>(route: ApiRoute, json: unknown, token?: string, query: Record<string, string> = {}): Promise<T> =>
  dataOf<T>(await callApi(route, { json, query, ...(token ? { token } : {}) }));

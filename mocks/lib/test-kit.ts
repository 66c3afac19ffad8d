import { callApi, dataOf, type ApiRoute } from './test-client';

/** Helpers of the portal content handler tests. */

export const get = async <T>(route: ApiRoute, query: Record<string, string> = {}, token?: string): Promise<T> =>
  dataOf<T>(await callApi(route, { query, ...(token ? { token } : {}) }));

export const post = async <T>(route: ApiRoute, json: unknown, token?: string, query: Record<string, string> = {}): Promise<T> =>
  dataOf<T>(await callApi(route, { json, query, ...(token ? { token } : {}) }));

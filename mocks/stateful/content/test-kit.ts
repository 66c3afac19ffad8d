import { call, dataOf } from '../../lib/test-client';

/** Helpers of the portal content handler tests. */

export const get = async <T>(path: string, query: Record<string, string> = {}, token?: string): Promise<T> =>
  dataOf<T>(await call('GET', path, { query, ...(token ? { token } : {}) }));

export const post = async <T>(path: string, json: unknown, token?: string, query: Record<string, string> = {}): Promise<T> =>
  dataOf<T>(await call('POST', path, { json, query, ...(token ? { token } : {}) }));

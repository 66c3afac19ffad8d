import { afterEach } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { JsonBodyType } from 'msw';
import { server } from '@mocks/node';
import { sessionCleared } from '@/entities/session';
import { renderApp } from './render-app';

/**
 * One rendered app at a time for a page test file: `open` unmounts the previous app first (so its
 * portals and session wiring go with it), and every test ends signed out.
 */
export function centerPageHarness() {
  let current: ReturnType<typeof renderApp> | undefined;
  function close() {
    current?.unmount();
    current?.unwire();
    current = undefined;
  }
  afterEach(() => {
    close();
    sessionCleared();
  });
  function open(path: string) {
    close();
    current = renderApp(path);
    return current;
  }
  return { open, close };
}

/** A list answer with no rows, as the contract pages it. */
export const EMPTY_PAGE = { code: 200, msg: '操作成功', data: { rows: [], total: 0, page: 1, pageSize: 10 } };

/**
 * Answers `url` with `empty` until the test switches `mode` to 'error' (a refusal with `failure`)
 * and then to 'real' (the stateful mock again), so one test can walk empty → error → retry.
 */
export function stubEmptyThenFailure(url: string, empty: JsonBodyType, failure: string) {
  const stub: { mode: 'empty' | 'error' | 'real' } = { mode: 'empty' };
  server.use(
    http.get(url, () =>
      stub.mode === 'empty' ? HttpResponse.json(empty) : stub.mode === 'error' ? HttpResponse.json({ code: 500, msg: failure }) : undefined,
    ),
  );
  return stub;
}

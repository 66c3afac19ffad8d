import { QueryObserver } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { onApi } from '@mocks/lib/on-api';
import { getListArticlesQueryOptions } from './generated/endpoints/article/article';
import type { ListArticlesParams } from './generated/model';
import { configureHttp } from './setup';
import type { NotifyLevel } from './setup';
import { createQueryClient } from './query-client';
import { sessionExpired } from './signals';
import { startQuery } from './start-query';

const PARAMS: ListArticlesParams = { category: 'news', page: 1, pageSize: 10 };
const listOptions = (request: { speculative?: boolean }) => Promise.resolve(getListArticlesQueryOptions(PARAMS, { request }));

let toasts: Array<[NotifyLevel, string]> = [];
let expired = 0;
let restoreNotifier: () => void = () => {};
let unwatch: () => void = () => {};
let asked = 0;

beforeEach(() => {
  toasts = [];
  expired = 0;
  asked = 0;
  restoreNotifier = configureHttp({ notify: (level, message) => toasts.push([level, message]) });
  unwatch = sessionExpired.watch(() => (expired += 1));
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/portal/article/list')) asked += 1;
  });
});

afterEach(() => {
  restoreNotifier();
  unwatch();
  server.events.removeAllListeners();
});

/** What a page's hook does: observe the same key and wait for its data or error. */
function observe(client: ReturnType<typeof createQueryClient>) {
  const observer = new QueryObserver(client, getListArticlesQueryOptions(PARAMS));
  return new Promise<ReturnType<typeof observer.getCurrentResult>>((resolve) => {
    const unsubscribe = observer.subscribe((result) => {
      if (result.status === 'pending' || result.isFetching) return;
      unsubscribe();
      resolve(result);
    });
    // An answer already there (and fresh) brings no update to listen for.
    const now = observer.getCurrentResult();
    if (now.status !== 'pending' && !now.isFetching) {
      unsubscribe();
      resolve(now);
    }
  });
}

describe('startQuery (a route loader starting its page’s query)', () => {
  it('sends the request before any page observes it, and the page takes that answer without asking again', async () => {
    const client = createQueryClient();
    startQuery(client, listOptions);
    await expect.poll(() => asked).toBe(1);
    await expect.poll(() => client.getQueryState(getListArticlesQueryOptions(PARAMS).queryKey)?.status).toBe('success');

    const result = await observe(client);
    expect(result.data?.data?.rows?.length).toBe(10);
    expect(asked).toBe(1);
  });

  it('leaves a failure to the page that was opened, which shows it in place of the list (no toast as well)', async () => {
    server.use(onApi('listArticles', () => HttpResponse.json({ code: 500, msg: '服务繁忙' })));
    const client = createQueryClient();
    startQuery(client, listOptions);
    await expect.poll(() => client.getQueryState(getListArticlesQueryOptions(PARAMS).queryKey)?.status).toBe('error');
    expect(client.getQueryState(getListArticlesQueryOptions(PARAMS).queryKey)?.error?.message).toBe('服务繁忙');
    expect(toasts).toEqual([]);
  });

  it('stays silent when the router only preloads (a link pointed at), and the page asks again when it opens', async () => {
    server.use(onApi('listArticles', () => HttpResponse.json({ code: 500, msg: '服务繁忙' })));
    const client = createQueryClient();
    startQuery(client, listOptions, { preload: true });
    await expect.poll(() => client.getQueryState(getListArticlesQueryOptions(PARAMS).queryKey)?.status).toBe('error');
    expect(toasts).toEqual([]);

    server.resetHandlers();
    const result = await observe(client);
    expect(result.status).toBe('success');
    expect(asked).toBe(2);
  });

  it('raises no expiry prompt for a 401 it met while preloading; the page, once opened, does', async () => {
    server.use(onApi('listArticles', () => new HttpResponse(null, { status: 401 })));
    const client = createQueryClient();
    const state = () => client.getQueryState(getListArticlesQueryOptions(PARAMS).queryKey)?.status;
    startQuery(client, listOptions, { preload: true });
    await expect.poll(state).toBe('error');
    expect(expired).toBe(0);
    expect(toasts).toEqual([]);

    const result = await observe(client);
    expect(result.status).toBe('error');
    expect(expired).toBe(1);
  });

  it('never throws nor rejects when the endpoint module cannot load: the page asks itself', async () => {
    const client = createQueryClient();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      expect(() => startQuery(client, () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
      expect(client.getQueryCache().getAll()).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { Order, Report, SubmitCheck } from '@/shared/api/generated/model';
import { UNSAFE_ARTICLE_ID } from '../api/article';
import { DEMO_REPORT_FILE_ID } from '../api/file';
import { PACKAGE_IDS } from '../api/resource';
import { call, callApi, smsLogin } from '../lib/test-client';
import { get, post } from '../lib/test-kit';
import { db } from './database';

const han = /\p{Script=Han}/u;

describe('content: the seeded data set', () => {
  it('is large enough to page through, in Chinese', () => {
    expect(db.experts.length).toBeGreaterThanOrEqual(60);
    expect(db.articles.filter((a) => a.category === 'news')).toHaveLength(40);
    expect(db.articles.filter((a) => a.category === 'theory')).toHaveLength(40);
    expect(db.periodicals).toHaveLength(40);
    expect(db.works).toHaveLength(200);
    expect(db.interviews.length).toBeGreaterThanOrEqual(40);
    expect(db.empowerCases.length).toBeGreaterThanOrEqual(10);
    expect(db.packages.length).toBeGreaterThanOrEqual(3);
    for (const text of [...db.experts.map((e) => e.bio), ...db.works.map((w) => w.abstract), ...db.articles.map((a) => a.content)]) {
      expect(text).toMatch(han);
      expect(text).not.toMatch(/lorem|ipsum|undefined|NaN|\[object Object\]/i);
    }
    expect(db.works.filter((w) => w.origin).length).toBeGreaterThan(0);
  });

  it('has exactly one article with unsafe markup', () => {
    const unsafe = db.articles.filter((a) => /<script|onerror=|javascript:/i.test(a.content));
    expect(unsafe.map((a) => a.id)).toEqual([UNSAFE_ARTICLE_ID]);
  });

  it('serves every image the content refers to', async () => {
    const paths = [
      ...db.experts.map((e) => e.avatar),
      ...db.interviews.map((i) => i.poster),
      ...db.periodicals.map((p) => p.cover),
      ...db.articles.map((a) => a.cover),
      ...db.empowerCases.map((e) => e.cover),
    ].filter((p): p is string => typeof p === 'string');
    for (const path of paths.slice(0, 5)) {
      const response = await call('GET', path);
      expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg /);
    }
    const stored = new Set([...db.files.values()].map((file) => `/common/imageView/${file.fileName}`));
    expect(paths.filter((p) => !stored.has(p))).toEqual([]);
  });

  it('is the same after a reset', async () => {
    const before = JSON.stringify(await get('listExperts', { pageSize: '100' }));
    const { resetDatabase } = await import('./database');
    resetDatabase();
    expect(JSON.stringify(await get('listExperts', { pageSize: '100' }))).toBe(before);
  });
});

describe('content: browser persistence', () => {
  it('keeps orders, coupons and finished reports across a reload', async () => {
    const { enableBrowserPersistence } = await import('./persistence');
    const { resetDatabase } = await import('./database');
    const storage = new Map<string, string>();
    const fakeStorage = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    } as unknown as Storage;
    enableBrowserPersistence(fakeStorage);
    try {
      const { token } = await smsLogin();
      const order = await post<Order>('createResourceOrder', { packageId: PACKAGE_IDS.basic, couponId: 1 }, token);
      await post<Order>(['payResourceOrder', { orderId: `${order.id}` }], { payType: 'wechat' }, token);
      const submitted = await post<SubmitCheck>(
        'submitCheck',
        { fileId: DEMO_REPORT_FILE_ID, checkTypeId: 101, title: '题目', author: '作者' },
        token,
      );
      const stored = db.reports.find((r) => r.code === submitted.reportCode);
      if (stored) stored.readyAt = 0;
      const done = await get<Report>('queryReport', { code: submitted.reportCode });
      const saved = storage.get('academic-portal:mock-db:v1') ?? '';

      // A reload: the seeded database again, then the saved state restored from storage.
      resetDatabase();
      storage.set('academic-portal:mock-db:v1', saved);
      enableBrowserPersistence(fakeStorage);
      expect(await get<Order>(['getResourceOrder', { orderId: `${order.id}` }], {}, token)).toMatchObject({ status: 'paid' });
      expect(db.coupons.find((c) => c.id === 1)?.status).toBe('used');
      expect((await callApi('downloadV2', { query: { fileId: done.fileId ?? '' } })).status).toBe(200);
    } finally {
      const { installPersistence } = await import('./database');
      // Back to node's default: no persister, so later tests stay pure.
      installPersistence(
        () => undefined,
        () => undefined,
      );
    }
  });
});

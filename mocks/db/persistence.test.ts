import { describe, expect, it } from 'vitest';
import type { Order, Report, SubmitCheck } from '@/shared/api/generated/model';
import { smsLogin } from '../api/auth/test-kit';
import { DEMO_REPORT_FILE_ID } from '../api/file';
import { PACKAGE_IDS } from '../api/resource';
import { callApi } from '../lib/test-client';
import { get, post } from '../lib/test-kit';
import { db } from './database';

describe('browser persistence', () => {
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
      // The submission's record (tag center) came back with the centers' tables and their id counter.
      expect(db.records.some((record) => record.code === submitted.reportCode)).toBe(true);
      // The stored shape stays the one tabs already hold: the portal's tables under `content`, the
      // centers' under `center`, the id counter as `nextId`, and no table of the catalogue.
      const shape = JSON.parse(saved) as { content: object; center: { nextId: number } };
      expect(Object.keys(shape)).toEqual(['version', 'accounts', 'sessions', 'nextAccountId', 'content', 'center']);
      expect(Object.keys(shape.content)).not.toContain('works');
      expect(shape.center.nextId).toBe(db.nextCenterId);
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

import { describe, expect, it } from 'vitest';
import type { CardBatch, CardBatchPage, CardPage } from '@/shared/api/generated/model';
import { callApi } from '../../lib/test-client';
import { attempt, csvName, get, mainAgent, send } from '../center/test-kit';

describe('center: cards', () => {
  it('generates a batch of cards that is listed, filtered and exported', async () => {
    const main = await mainAgent();
    expect((await attempt('createCardBatch', main, { name: '卡', checkTypeId: 101, count: 0, expireDate: '2027-06-30' })).msg).toBe(
      '生成数量须为 1–1000 之间的整数',
    );
    expect((await attempt('createCardBatch', main, { name: '卡', checkTypeId: 101, count: 5, expireDate: '2020-01-01' })).msg).toBe(
      '有效期须为今天或以后的日期',
    );
    const batch = await send<CardBatch>('createCardBatch', main, {
      name: '2027届毕业论文检测卡',
      checkTypeId: 102,
      count: 25,
      expireDate: '2027-06-30',
    });
    expect(batch).toMatchObject({
      count: 25,
      unusedCount: 25,
      usedCount: 0,
      expiredCount: 0,
      faceValue: 198,
      checkTypeName: '硕士学位论文检测',
    });
    expect(batch.batchNo).toMatch(/^KP\d{12}$/);
    const batches = await get<CardBatchPage>('listCardBatches', main);
    expect(batches.total).toBe(6);
    expect(batches.rows[0]?.id).toBe(batch.id);

    const cards = await get<CardPage>('listCards', main, { batchId: String(batch.id), pageSize: '100' });
    expect(cards.total).toBe(25);
    expect(new Set(cards.rows.map((card) => card.cardNo)).size).toBe(25);
    expect(
      cards.rows.every((card) => /^JC\d{10}$/.test(card.cardNo) && /^[A-Z2-9]{12}$/.test(card.cardSecret ?? '') && card.status === '0'),
    ).toBe(true);

    const response = await callApi('exportCards', { token: main, query: { batchId: String(batch.id) } });
    expect(csvName(response)).toBe(`卡密明细-${batch.batchNo}.csv`);
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(26);
    expect(lines[1]).toContain(cards.rows[0]?.cardSecret);
  });

  it('derives card statuses: used, unused and expired', async () => {
    const main = await mainAgent();
    const spring = (await get<CardBatchPage>('listCardBatches', main, { keyword: 'KP2026030001' })).rows[0];
    expect(spring).toMatchObject({ count: 200, usedCount: 150, unusedCount: 0, expiredCount: 50 });
    const expired = await get<CardPage>('listCards', main, { batchId: String(spring?.id), status: '2' });
    expect(expired.total).toBe(50);
    const used = await get<CardPage>('listCards', main, { status: '1', pageSize: '5' });
    expect(used.rows.every((card) => card.usedTime !== null && card.usedBy !== null)).toBe(true);
  });
});

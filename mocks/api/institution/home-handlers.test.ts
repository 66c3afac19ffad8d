import { describe, expect, it } from 'vitest';
import type { AgentSummary, CheckStatistics, PromotionStatistics, ServiceKind, ServiceRecordPage } from '@/shared/api/generated/model';
import { callApi } from '../../lib/test-client';
import { SEEDED_IDS } from '../auth';
import { SERVICE_STATUSES } from '../center';
import { allRecords, attempt, csvName, get, han, mainAgent, subAgent } from '../center/test-kit';

describe('center: institution records and statistics', () => {
  it('shows a main account its whole institution and a sub-account only itself', async () => {
    const [main, sub] = [await mainAgent(), await subAgent()];
    const all = await get<ServiceRecordPage>('listAgentRecords', main);
    const own = await allRecords('listAgentRecords', sub);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.accountId === SEEDED_IDS.agentSub && row.accountName === '江城大学文学院')).toBe(true);
    const narrowed = await get<ServiceRecordPage>('listAgentRecords', main, { accountId: String(SEEDED_IDS.agentSub) });
    expect(narrowed.total).toBe(own.length);
    expect(all.total).toBeGreaterThan(own.length);
    // A sub-account cannot widen its view with accountId.
    expect((await get<ServiceRecordPage>('listAgentRecords', sub, { accountId: String(SEEDED_IDS.agentMain) })).total).toBe(own.length);
    const promoted = await allRecords('listAgentRecords', main, { service: 'aigc', channel: 'promotion' });
    expect(promoted.length).toBeGreaterThan(0);
    expect(
      promoted.every((row) => row.channel === 'promotion' && /^1\d{2}\*{4}\d{4}$/.test(row.customer ?? '') && row.promotionCode !== null),
    ).toBe(true);
    for (const service of ['check', 'aigc', 'patent', 'patentCheck'] as ServiceKind[]) {
      const statuses = new Set((await allRecords('listAgentRecords', main, { service, channel: 'direct' })).map((row) => row.status));
      expect([...statuses].sort(), service).toEqual([...SERVICE_STATUSES[service].values]);
    }
  });

  it('derives the check statistics from the records, the same on every call', async () => {
    const main = await mainAgent();
    const query = { beginTime: '2026-05-01', endTime: '2026-10-31' };
    const stats = await get<CheckStatistics>('getAgentCheckStatistics', main, query);
    expect(stats).toMatchObject({ beginTime: '2026-05-01', endTime: '2026-10-31' });
    expect(stats.byDay).toHaveLength(184);
    const direct = await get<ServiceRecordPage>('listAgentRecords', main, { ...query, channel: 'direct' });
    expect(stats.totalCount).toBe(direct.total);
    expect(stats.byDay.reduce((sum, day) => sum + (day.count ?? 0), 0)).toBe(stats.totalCount);
    expect(stats.byCheckType.reduce((sum, type) => sum + (type.count ?? 0), 0)).toBe(stats.totalCount);
    expect(stats.byAccount.map((row) => row.accountName)).toContain('江城大学文学院');
    expect(await get<CheckStatistics>('getAgentCheckStatistics', main, query)).toEqual(stats);
    const checkOnly = await get<CheckStatistics>('getAgentCheckStatistics', main, { ...query, service: 'check' });
    expect(checkOnly.byCheckType.every((row) => row.service === 'check')).toBe(true);
    const defaults = await get<CheckStatistics>('getAgentCheckStatistics', main);
    expect(defaults.byDay).toHaveLength(30);
    expect((await attempt('getAgentCheckStatistics', main, undefined, { beginTime: '2026-11-02', endTime: '2026-11-01' })).msg).toBe(
      '开始日期不能晚于结束日期',
    );
    expect((await attempt('getAgentCheckStatistics', main, undefined, { beginTime: '2024-01-01', endTime: '2026-11-01' })).msg).toBe(
      '统计区间不能超过 366 天',
    );
  });

  it('derives the promotion statistics per code', async () => {
    const main = await mainAgent();
    const query = { beginTime: '2025-11-22', endTime: '2026-11-21' };
    const stats = await get<PromotionStatistics>('getAgentPromotionStatistics', main, query);
    const promoted = await get<ServiceRecordPage>('listAgentRecords', main, { ...query, channel: 'promotion' });
    expect(stats.totalCount).toBe(promoted.total);
    expect(stats.byCode.reduce((sum, row) => sum + (row.count ?? 0), 0)).toBe(stats.totalCount);
    expect(stats.byCode.find((row) => row.code === 'JCDX2026')?.name).toBe('图书馆官网');
  });

  it('summarises the institution home page', async () => {
    const summary = await get<AgentSummary>('getAgentSummary', await mainAgent());
    expect(summary).toMatchObject({
      nickName: '江城大学图书馆',
      mainAccount: 'Y',
      leftAmount: 12800,
      expireDate: '2027-12-31',
      childCount: 5,
    });
    expect(summary.monthCount).toBeGreaterThanOrEqual(summary.todayCount ?? Infinity);
    expect(summary.recentActivities).toHaveLength(10);
    expect(summary.recentActivities?.every((activity) => han.test(activity.content ?? ''))).toBe(true);
    const sub = await get<AgentSummary>('getAgentSummary', await subAgent());
    expect(sub).toMatchObject({ mainAccount: 'N', childCount: 0 });
    expect(sub.totalCount).toBeLessThan(summary.totalCount ?? 0);
  });

  it('exports the institution records with account and channel columns', async () => {
    const response = await callApi('exportAgentRecords', {
      token: await mainAgent(),
      query: { service: 'aigc', channel: 'promotion' },
    });
    expect(csvName(response)).toMatch(/^AIGC检测推广记录-\d{8}\.csv$/);
    const text = await response.text();
    expect(text.split('\r\n')[0]).toContain('账号,渠道,推广码,客户');
  });
});

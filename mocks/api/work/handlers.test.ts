import { describe, expect, it } from 'vitest';
import type { WorkFilters, WorkPage } from '@/shared/api/generated/model';
import { db } from '../../db/database';
import { get, post } from '../../lib/test-kit';

describe('content: works', () => {
  it('searches case-insensitively across fields, every term required', async () => {
    const page = await get<WorkPage>('searchWorks', { keyword: 'crispr', pageSize: '100' });
    expect(page.total).toBeGreaterThan(0);
    expect(page.rows.every((w) => JSON.stringify(w).toLowerCase().includes('crispr'))).toBe(true);
    const two = await get<WorkPage>('searchWorks', { keyword: '研究 唯物史观', pageSize: '100' });
    expect(two.total).toBeGreaterThan(0);
    expect(two.rows.every((w) => JSON.stringify(w).includes('唯物史观'))).toBe(true);
  });

  it('sorts by date and by citations, and filters by type, year and theory literature', async () => {
    const byDate = await get<WorkPage>('searchWorks', { sort: 'date', pageSize: '50' });
    const dates = byDate.rows.map((w) => w.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const byCited = await get<WorkPage>('searchWorks', { sort: 'cited', pageSize: '50' });
    const cited = byCited.rows.map((w) => w.citedCount ?? -1);
    expect(cited).toEqual([...cited].sort((a, b) => b - a));
    const filters = await get<WorkFilters>('getWorkFilters');
    const year = filters.years?.[0]?.value ?? '2026';
    const typed = await get<WorkPage>('searchWorks', { type: 'thesis', year, pageSize: '100' });
    expect(typed.rows.every((w) => w.type === 'thesis' && String(w.year) === year)).toBe(true);
    const origin = await get<WorkPage>('searchWorks', { origin: 'true', pageSize: '100' });
    expect(origin.total).toBe(db.works.filter((w) => w.origin).length);
    expect(filters.types?.find((t) => t.value === 'journal')?.label).toBe('期刊论文');
  });

  it('ranks title hits first for relevance', async () => {
    const page = await get<WorkPage>('searchWorks', { keyword: '知识图谱', pageSize: '100' });
    const firstNonTitle = page.rows.findIndex((w) => !w.title.includes('知识图谱'));
    const lastTitle = page.rows.map((w) => w.title.includes('知识图谱')).lastIndexOf(true);
    if (firstNonTitle !== -1) expect(lastTitle).toBeLessThan(firstNonTitle);
  });

  it('combines advanced conditions with AND, OR and NOT and a date range', async () => {
    const search = (conditions: unknown[], extra: Record<string, unknown> = {}) =>
      post<WorkPage>('advancedSearchWorks', { conditions, ...extra }, undefined, { pageSize: '100' });
    const marx = await search([{ field: 'keyword', value: '唯物史观', op: 'AND' }]);
    const notMarx = await search([
      { field: 'title', value: '研究', op: 'AND' },
      { field: 'keyword', value: '唯物史观', op: 'NOT' },
    ]);
    expect(notMarx.rows.every((w) => w.title.includes('研究') && !w.keywords?.some((k) => k.includes('唯物史观')))).toBe(true);
    const either = await search([
      { field: 'keyword', value: '唯物史观', op: 'AND' },
      { field: 'keyword', value: '知识图谱', op: 'OR' },
    ]);
    expect(either.total).toBeGreaterThanOrEqual(marx.total ?? Infinity);
    const dated = await search([{ field: 'title', value: '', op: 'AND' }], { beginTime: '2020-01-01', endTime: '2021-12-31' });
    expect(dated.total).toBeGreaterThan(0);
    expect(dated.rows.every((w) => (w.publishDate ?? '') >= '2020-01-01' && (w.publishDate ?? '') <= '2021-12-31')).toBe(true);
  });
});

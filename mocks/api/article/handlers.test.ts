import { describe, expect, it } from 'vitest';
import type { ArticleDetail, ArticlePage } from '@/shared/api/generated/model';
import { get } from '../../lib/test-kit';

describe('content: articles', () => {
  it('lists one category newest first and filters by date', async () => {
    const news = await get<ArticlePage>('listArticles', { category: 'theory', pageSize: '40' });
    expect(news.total).toBe(40);
    expect(news.rows.every((a) => a.category === 'theory')).toBe(true);
    const times = news.rows.map((a) => a.publishTime);
    expect(times).toEqual([...times].sort().reverse());
    const ranged = await get<ArticlePage>('listArticles', { beginTime: '2026-01-01', endTime: '2026-06-30', pageSize: '100' });
    expect(ranged.rows.every((a) => (a.publishTime ?? '') >= '2026-01-01' && (a.publishTime ?? '') <= '2026-06-30 23:59:59')).toBe(true);
    expect(ranged.total).toBeLessThan(80);
  });

  it('gives the detail with its neighbours in the list', async () => {
    const detail = await get<ArticleDetail>(['getArticle', { id: '2' }]);
    expect(detail.prev).toEqual({ id: 1, title: expect.any(String) });
    expect(detail.next?.id).toBe(3);
    expect((await get<ArticleDetail>(['getArticle', { id: '1' }])).prev).toBeUndefined();
  });
});

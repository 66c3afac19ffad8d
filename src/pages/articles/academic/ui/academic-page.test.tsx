import { describe, expect, it } from 'vitest';
import { listStateCases, screen, waitFor, within, openPage } from '@/app/test';

describe('/academic', () => {
  it('leads with the newest theory article, lists the next six and shows the news beside them', async () => {
    await openPage('/academic', '学术理论');
    const lead = await screen.findByText('精选文章');
    const leadArticle = lead.closest('article') as HTMLElement;
    expect(within(leadArticle).getByRole('link').getAttribute('href')).toBe('/academicDetail/41');
    const latest = screen.getByRole('region', { name: '最新文章' });
    expect(within(latest).getAllByRole('article')).toHaveLength(6);
    expect(within(latest).getByRole('link', { name: '查看全部理论文章' }).getAttribute('href')).toBe('/academicList');
    const news = screen.getByRole('complementary', { name: '新闻资讯' });
    await waitFor(() => expect(within(news).getAllByRole('article')).toHaveLength(8));
    expect(screen.getByRole('navigation', { name: '资讯栏目' })).toBeVisible();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  listStateCases('listArticles', '/academic', {
    empty: { text: '暂无理论文章', also: async () => expect(await screen.findByText('暂无资讯')).toBeVisible() },
    failure: { message: '服务繁忙', only: (url) => url.searchParams.get('category') === 'theory' },
    loaded: () => screen.findByText('精选文章'),
  });
});

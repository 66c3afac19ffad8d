import { describe, expect, it } from 'vitest';
import { listStateCases, loaderQueryCases, screen, waitFor, openPage } from '@/app/test';

const detailLinks = () => screen.getAllByRole('link').filter((a) => /^\/academicDetail\/\d+$/.test(a.getAttribute('href') ?? ''));

describe('/academicList', () => {
  loaderQueryCases('listArticles', {
    path: '/academicList?page=2&keyword=%E7%A0%94%E7%A9%B6',
    query: '?category=theory&page=2&keyword=%E7%A0%94%E7%A9%B6&pageSize=10',
    loaded: () => screen.findByText(/共 \d+ 篇文章/),
    linkFrom: { path: '/academic', heading: '学术理论', link: '查看全部理论文章', query: '?category=theory&page=1&pageSize=10' },
  });

  it('lists the theory articles with paging and a keyword in the URL', async () => {
    const [user, app] = await openPage('/academicList?page=2', '理论文章');
    expect(await screen.findByText('共 40 篇文章')).toBeVisible();
    expect(screen.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    expect(detailLinks()[0]?.getAttribute('href')).toBe('/academicDetail/51');

    await user.type(screen.getByRole('textbox', { name: '关键词' }), '研究');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ keyword: '研究' }));
    await waitFor(() => expect(document.querySelector('mark')?.textContent).toBe('研究'));
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  listStateCases('listArticles', '/academicList', {
    empty: '暂无文章',
    failure: '服务繁忙',
    loaded: () => screen.findByText('共 40 篇文章'),
  });
});

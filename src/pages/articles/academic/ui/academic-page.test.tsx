import { describe, expect, it } from 'vitest';
import { HttpResponse, onApi, renderApp, screen, server, userEvent, waitFor, within } from '@/app/test';

describe('/academic', () => {
  it('leads with the newest theory article, lists the next six and shows the news beside them', async () => {
    renderApp('/academic');
    expect(await screen.findByRole('heading', { level: 1, name: '学术理论' })).toBeTruthy();
    const lead = await screen.findByText('精选文章');
    const leadArticle = lead.closest('article') as HTMLElement;
    expect(within(leadArticle).getByRole('link').getAttribute('href')).toBe('/academicDetail/41');
    const latest = screen.getByRole('region', { name: '最新文章' });
    expect(within(latest).getAllByRole('article')).toHaveLength(6);
    expect(within(latest).getByRole('link', { name: '查看全部理论文章' }).getAttribute('href')).toBe('/academicList');
    const news = screen.getByRole('complementary', { name: '新闻资讯' });
    await waitFor(() => expect(within(news).getAllByRole('article')).toHaveLength(8));
    expect(screen.getByRole('navigation', { name: '资讯栏目' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('says so when there is nothing to read', async () => {
    server.use(
      onApi('listArticles', () => HttpResponse.json({ code: 200, msg: '操作成功', data: { rows: [], total: 0, page: 1, pageSize: 7 } })),
    );
    renderApp('/academic');
    expect(await screen.findByText('暂无理论文章')).toBeTruthy();
    expect(await screen.findByText('暂无资讯')).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      onApi('listArticles', ({ request }) => {
        if (new URL(request.url).searchParams.get('category') !== 'theory') return undefined;
        calls += 1;
        return calls === 1 ? HttpResponse.json({ code: 500, msg: '服务繁忙' }) : undefined;
      }),
    );
    renderApp('/academic');
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('精选文章')).toBeTruthy();
  });
});

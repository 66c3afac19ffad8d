import { describe, expect, it } from 'vitest';
import {
  fireEvent,
  HttpResponse,
  listStateCases,
  loaderQueryCases,
  onApi,
  openAs,
  openPage,
  renderApp,
  screen,
  server,
  userEvent,
  waitFor,
  within,
} from '@/app/test';

const detailLinks = () => screen.getAllByRole('link').filter((a) => /^\/academicDetail\/\d+$/.test(a.getAttribute('href') ?? ''));

describe('/news', () => {
  it('lists the news ten to a page, newest first, and pages through the URL', async () => {
    const [user, app] = await openPage('/news', '新闻资讯');
    expect(await screen.findByText('共 40 篇资讯')).toBeVisible();
    expect(detailLinks()).toHaveLength(10);
    expect(detailLinks()[0]?.getAttribute('href')).toBe('/academicDetail/1');
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ page: 2 }));
    await waitFor(() => expect(detailLinks()[0]?.getAttribute('href')).toBe('/academicDetail/11'));
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('filters by a date range sent as beginTime/endTime, and refuses a reversed range', async () => {
    const user = userEvent.setup();
    const asked: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/portal/article/list')) asked.push(new URL(request.url).searchParams);
    });
    const app = renderApp('/news');
    await screen.findByText('共 40 篇资讯');
    const begin = screen.getByLabelText('开始日期');
    const end = screen.getByLabelText('结束日期');
    fireEvent.change(begin, { target: { value: '2026-06-01' } });
    fireEvent.change(end, { target: { value: '2026-01-01' } });
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByText('开始日期不能晚于结束日期')).toBeVisible();
    expect(app.router.state.location.search).toEqual({});

    fireEvent.change(end, { target: { value: '2026-09-30' } });
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ beginTime: '2026-06-01', endTime: '2026-09-30' }));
    await waitFor(() => expect(asked.some((p) => p.get('beginTime') === '2026-06-01' && p.get('endTime') === '2026-09-30')).toBe(true));
    const count = await screen.findByText(/共 \d+ 篇资讯/);
    expect(count.textContent).not.toBe('共 40 篇资讯');
    server.events.removeAllListeners();
  });

  it('offers to clear the filters when nothing matches', async () => {
    const user = userEvent.setup();
    const app = renderApp('/news?keyword=%22%E6%B2%A1%E6%9C%89%E8%BF%99%E7%A7%8D%E6%96%B0%E9%97%BB%22');
    expect(await screen.findByText('没有找到符合条件的文章')).toBeVisible();
    expect((screen.getByRole('textbox', { name: '关键词' }) as HTMLInputElement).value).toBe('没有这种新闻');
    await user.click(screen.getByRole('button', { name: '清除筛选条件' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({}));
    expect(await screen.findByText('共 40 篇资讯')).toBeVisible();
    expect((screen.getByRole('textbox', { name: '关键词' }) as HTMLInputElement).value).toBe('');
  });

  loaderQueryCases('listArticles', {
    path: '/news?page=2',
    query: '?category=news&page=2&pageSize=10',
    loaded: () => screen.findByText('共 40 篇资讯'),
    linkFrom: { path: '/academic', heading: '学术理论', link: '新闻资讯', query: '?category=news&page=1&pageSize=10' },
  });

  it('pointing at a link to /news with an expired login asks quietly: the expiry prompt waits for the page', async () => {
    // Only the loader's request is refused: /academic's own lists (7 and 8 rows) still answer.
    server.use(
      onApi('listArticles', ({ request }) =>
        new URL(request.url).searchParams.get('pageSize') === '10' ? new HttpResponse(null, { status: 401 }) : undefined,
      ),
    );
    const refused: string[] = [];
    server.events.on('response:mocked', ({ request, response }) => {
      if (response.status === 401) refused.push(request.url);
    });
    await openAs('individual', '/academic');
    expect(await screen.findByRole('heading', { level: 1, name: '学术理论' })).toBeVisible();
    const user = userEvent.setup();
    const link = (await screen.findAllByRole('link', { name: '新闻资讯' })).find((a) => a.getAttribute('href') === '/news');
    await user.hover(link!);
    await waitFor(() => expect(refused).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('alertdialog', { name: '系统提示' })).not.toBeInTheDocument();

    await user.click(link!);
    const prompt = await screen.findByRole('alertdialog', { name: '系统提示' });
    // 取消 stays on the page (and leaves no prompt open for the next test).
    await user.click(within(prompt).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '系统提示' })).not.toBeInTheDocument());
    server.events.removeAllListeners();
  });

  listStateCases('listArticles', '/news', {
    empty: '暂无文章',
    failure: '服务繁忙',
    loaded: () => screen.findByText('共 40 篇资讯'),
  });
});

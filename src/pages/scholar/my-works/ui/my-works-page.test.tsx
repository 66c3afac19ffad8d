import { describe, expect, it } from 'vitest';
import { fireEvent, HttpResponse, listStateCases, onApi, openAs, screen, server, userEvent, waitFor, within, openPage } from '@/app/test';

/** Sets the date range of the filters (the date inputs take a whole value, as a picker gives it). */
function setRange(filters: HTMLElement, begin: string, end: string) {
  fireEvent.change(within(filters).getByLabelText('开始日期'), { target: { value: begin } });
  fireEvent.change(within(filters).getByLabelText('结束日期'), { target: { value: end } });
}

const RANGE = { beginTime: '2000-01-01', endTime: '2099-12-31' };

const emptyPage = {
  code: 200,
  msg: '操作成功',
  data: { rows: [], total: 0, page: 1, pageSize: 10 },
};

describe('/myWorks', () => {
  it('lists uploaded and claimed works with their review status and remark, paged in the URL', async () => {
    const [user, app] = await openPage('/myWorks', '我的作品', 'scholar');
    expect(await screen.findByText(/^共 1\d 部作品$/)).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    const pending = screen.getByRole('article', {
      name: '新时代思想政治教育的话语创新',
    });
    expect(await within(pending).findByText('审核中')).toBeVisible();
    expect(
      within(pending).getByRole('button', {
        name: '下载作品文件 新时代思想政治教育的话语创新',
      }),
    ).toBeEnabled();
    const rejected = screen.getByRole('article', {
      name: '数字时代的意识形态安全研究',
    });
    expect(within(rejected).getByText('未通过')).toBeVisible();
    expect(within(rejected).getByText('审核意见：作品文件不完整，缺少正文部分')).toBeVisible();

    await user.click(within(screen.getByRole('navigation', { name: '作品分页' })).getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ page: 2 }));
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('filters by status, keyword and date range in the URL, checking the range first', async () => {
    const user = userEvent.setup();
    const app = await openAs('scholar', '/myWorks');
    // The form is keyed on the URL's filters: it is found again after each search.
    let filters = await screen.findByRole('search', { name: '筛选作品' });
    await within(filters).findByRole('option', { name: '已发表' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: '审核状态' }), 'published');
    setRange(filters, '2026-05-01', '2026-01-01');
    await user.click(within(filters).getByRole('button', { name: '查询' }));
    expect(within(filters).getByText('开始日期不能晚于结束日期')).toBeVisible();
    expect(app.router.state.location.search).toEqual({});

    const asked: URL[] = [];
    const record = ({ request }: { request: Request }) => void asked.push(new URL(request.url));
    server.events.on('request:start', record);
    setRange(filters, RANGE.beginTime, RANGE.endTime);
    await user.click(within(filters).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ status: 'published', ...RANGE }));
    await waitFor(() => expect(screen.getByText('共 3 部作品')).toBeVisible());
    const call = asked.find((url) => url.pathname.endsWith('/scholar/works'));
    expect(Object.fromEntries(call?.searchParams ?? [])).toMatchObject({ status: 'published', ...RANGE, page: '1' });
    server.events.removeListener('request:start', record);

    filters = screen.getByRole('search', { name: '筛选作品' });
    expect(
      (
        within(filters).getByRole('combobox', {
          name: '审核状态',
        }) as HTMLSelectElement
      ).value,
    ).toBe('published');
    await user.type(within(filters).getByRole('textbox', { name: '关键词' }), '国家治理');
    await user.click(within(filters).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ status: 'published', keyword: '国家治理', ...RANGE }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('link', { name: '唯物史观视域下的国家治理现代化' }).getAttribute('href')).toMatch(/^\/work\/\d+$/);
  });

  it('says so when nothing matches, with the way back to every work', async () => {
    server.use(onApi('listMyWorks', () => HttpResponse.json(emptyPage)));
    const user = userEvent.setup();
    const app = await openAs('scholar', '/myWorks?status=rejected&beginTime=2026-01-01&endTime=2026-01-31');
    expect(await screen.findByText('没有符合条件的作品')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '清除筛选条件' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({}));
    expect(await screen.findByText('还没有作品')).toBeVisible();
  });

  listStateCases('listMyWorks', 'scholar', '/myWorks', {
    failure: '作品服务繁忙',
    loaded: () => screen.findByText(/^共 1\d 部作品$/),
  });
});

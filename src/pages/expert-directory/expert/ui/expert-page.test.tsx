import { describe, expect, it, vi } from 'vitest';
import {
  HttpResponse,
  listStateCases,
  onApi,
  renderApp,
  screen,
  server,
  userEvent,
  waitFor,
  within,
  openPage,
  db,
  itemHeadCases,
  cardLine,
} from '@/app/test';

describe('/expert/{id}', () => {
  it('shows the profile with the biography first, then the works and interviews tabs in the URL', async () => {
    const [user, app] = await openPage('/expert/11', '金慧');
    expect(screen.getByRole('heading', { level: 2, name: '个人简介' })).toBeVisible();
    expect(screen.getByText('教育经历')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: /学术成果/ }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ tab: 'works' }));
    const works = await screen.findByRole('tabpanel');
    await waitFor(() => expect(within(works).getAllByRole('article')).toHaveLength(5));

    await user.click(screen.getByRole('tab', { name: /访谈视频/ }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ tab: 'interviews' }));
    const play = await screen.findAllByRole('button', { name: /^播放：/ });
    expect(play).toHaveLength(2);
    await user.click(play[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    const video = dialog.querySelector('video');
    expect(video?.getAttribute('src')).toMatch(/^\/api\/media\/interviews\/\d+\.webm$/);
    expect(video?.hasAttribute('controls')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: '关闭视频' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('pages through many works with the page in the URL', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    server.use(
      onApi('listExpertWorks', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
        asked.push(String(page));
        const rows = Array.from({ length: 10 }, (_, i) => ({
          id: page * 100 + i,
          title: `第${page}页作品${i + 1}`,
          type: 'journal',
          authors: [{ name: '金慧', institution: '某大学', expertId: 11 }],
          abstract: '摘要',
          keywords: ['关键词'],
          year: 2025,
          publishDate: '2025-01-02',
          discipline: '教育学',
          source: '教育研究',
          origin: false,
          citedCount: 1,
          downloadCount: 2,
        }));
        return HttpResponse.json({ code: 200, msg: '操作成功', data: { rows, total: 25, page, pageSize: 10 } });
      }),
    );
    const app = renderApp('/expert/11?tab=works');
    expect(await screen.findByText('第1页作品1')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ tab: 'works', page: 3 }));
    expect(await screen.findByText('第3页作品1')).toBeVisible();
    expect(asked).toContain('3');
  });

  it('says so when the expert has no works or interviews', async () => {
    const user = userEvent.setup();
    server.use(
      onApi('listExpertWorks', () =>
        HttpResponse.json({ code: 200, msg: '操作成功', data: { rows: [], total: 0, page: 1, pageSize: 10 } }),
      ),
      onApi('listExpertInterviews', () =>
        HttpResponse.json({ code: 200, msg: '操作成功', data: { rows: [], total: 0, page: 1, pageSize: 50 } }),
      ),
    );
    renderApp('/expert/11?tab=works');
    expect(await screen.findByText('暂无学术成果')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: /访谈视频/ }));
    expect(await screen.findByText('暂无访谈视频')).toBeVisible();
  });

  it('tells an unknown or missing expert apart from a failure', async () => {
    renderApp('/expert/99999');
    expect(await screen.findByText('专家不存在或已下线')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: '专家详情' })).toBeVisible();
  });

  it('asks to choose an expert when the URL names none', async () => {
    renderApp('/expert');
    expect(await screen.findByText('未指定专家')).toBeVisible();
    expect(screen.getByRole('link', { name: '浏览专家学者' }).getAttribute('href')).toBe('/experts');
  });

  listStateCases('getExpert', '/expert/11', {
    failure: '服务繁忙',
    loaded: () => screen.findByRole('heading', { level: 1, name: '金慧' }),
  });

  it('never prints an empty or absent field', async () => {
    const { data: full } = (await (await fetch('http://localhost/api/portal/expert/detail/11')).json()) as {
      data: Record<string, unknown>;
    };
    server.use(
      onApi('getExpert', () =>
        HttpResponse.json({ code: 200, msg: '操作成功', data: { ...full, name: '', avatar: null, bio: '', education: [], honors: [] } }),
      ),
    );
    await openPage('/expert/11', '未署名专家');
    expect(screen.getByText('该专家暂未公开个人简介。')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|null|\[object Object\]/);
  });

  it('shows an answer that breaks the contract as a failed load with a retry', async () => {
    server.use(
      onApi('getExpert', () =>
        HttpResponse.json({ code: 200, msg: '操作成功', data: { id: 11, name: null, avatar: null, fansCount: 'x' } }),
      ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/expert/11');
    expect(await screen.findByText('数据格式异常，请稍后重试或联系管理员')).toBeVisible();
    expect(screen.getByRole('button', { name: '重试' })).toBeEnabled();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|null|\[object Object\]/);
  });

  const expert = db.experts.find((e) => e.id === 11)!;
  itemHeadCases({
    operation: 'getExpert',
    path: '/expert/11',
    generic: '专家详情',
    item: { name: expert.name, description: cardLine(expert.summary), image: '/api/common/imageView/expert-11.svg' },
    loaded: () => screen.findByRole('heading', { level: 1, name: expert.name }),
    crumbs: true,
  });
});

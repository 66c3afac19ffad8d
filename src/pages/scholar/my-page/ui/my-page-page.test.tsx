import { describe, expect, it } from 'vitest';
import { expectLinks, HttpResponse, listStateCases, onApi, openAs, screen, server, waitFor, within, openPage } from '@/app/test';
import { SCHOLAR_EXPERT_ID } from '@mocks/api/scholar';

describe('/myPage', () => {
  it('shows the scholar’s public page as visitors see it, with the tabs in the URL', async () => {
    const [user, app] = await openPage('/myPage', '我的主页', 'scholar');
    expect(await screen.findByRole('heading', { level: 2, name: '李文博' })).toBeVisible();
    expect(screen.getByText('江城大学马克思主义学院 · 马克思主义理论')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '个人简介' })).toBeVisible();
    expectLinks({ 查看公开页面: `/expert/${SCHOLAR_EXPERT_ID}`, 编辑学者信息: '/scholarInfo' });
    // No follow button on one's own page.
    expect(screen.queryByRole('button', { name: /关注/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /学术成果/ }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ tab: 'works' }));
    const works = await screen.findByRole('tabpanel');
    await waitFor(() => expect(within(works).getAllByRole('article').length).toBeGreaterThan(0));
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('says the page is not there yet when the scholar has no profile', async () => {
    server.use(onApi('getScholarProfile', () => HttpResponse.json({ code: 404, msg: '学者资料不存在' }, { status: 404 })));
    await openAs('scholar', '/myPage');
    expect(await screen.findByText('学者主页尚未生成')).toBeVisible();
    expect(screen.getByRole('link', { name: '完善学者信息' }).getAttribute('href')).toBe('/scholarInfo');
  });

  listStateCases('getScholarProfile', 'scholar', '/myPage', {
    failure: '学者服务繁忙',
    loaded: () => screen.findByRole('heading', { level: 2, name: '李文博' }),
  });
});

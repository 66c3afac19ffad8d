import { describe, expect, it } from 'vitest';
import { smsLoginFx } from '@/entities/session';
import { listStateCases, renderApp, screen, userEvent, waitFor, within, openPage, stubScrollIntoView } from '@/app/test';

stubScrollIntoView();

const rows = () => screen.getAllByRole('listitem').filter((item) => item.closest('main') && /已解锁|未解锁/.test(item.textContent ?? ''));

describe('/privacyResource', () => {
  it('needs a login: an anonymous visitor goes to /login and back here afterwards', async () => {
    const app = renderApp('/privacyResource?keyword=数据集');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(app.router.state.location.search).toEqual({ redirect: `/privacyResource?keyword=${encodeURIComponent('数据集')}` });
  });

  it('the scholar owns the advanced package: unlocked rows download, locked ones name their packages', async () => {
    await smsLoginFx({ mobile: '13900139000', code: '123456' });
    await openPage('/privacyResource', '隐私资源');
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByText('共 30 项资源')).toBeVisible();
    const unlocked = rows().find((row) => row.textContent?.includes('已解锁'))!;
    expect(within(unlocked).getByRole('button', { name: /^下载/ })).toBeEnabled();
    const locked = rows().find((row) => row.textContent?.includes('未解锁'))!;
    expect(locked.textContent).toMatch(/购买科研全能包、团队共享包任一即可解锁/);
    expect(within(locked).getByRole('link', { name: '购买资源包' }).getAttribute('href')).toBe('/buyResource');
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('keyword and page live in the URL; an empty search can be cleared', async () => {
    const user = userEvent.setup();
    await smsLoginFx({ mobile: '13800138000', code: '123456' });
    const app = renderApp('/privacyResource');
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(rows().every((row) => row.textContent?.includes('未解锁'))).toBe(true);
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ page: 2 }));

    await user.type(screen.getByRole('searchbox', { name: '关键词' }), '数据集');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ keyword: '数据集' }));
    await waitFor(() => expect(rows().every((row) => row.textContent?.includes('数据集'))).toBe(true));

    await user.clear(screen.getByRole('searchbox', { name: '关键词' }));
    await user.type(screen.getByRole('searchbox', { name: '关键词' }), '不存在的资源');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('没有找到与“不存在的资源”相关的资源')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '清除搜索' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({}));
    expect((screen.getByRole('searchbox', { name: '关键词' }) as HTMLInputElement).value).toBe('');
  });

  listStateCases('listPrivateResources', 'individual', '/privacyResource', {
    cases: 'together',
    empty: '暂无隐私资源',
    failure: { message: '服务繁忙', shows: '隐私资源加载失败' },
    loaded: () => waitFor(() => expect(rows()).toHaveLength(10)),
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { agentLoginFx, fetchUserInfoFx, loggedIn, resetPasswordFx, smsLoginFx } from '@/entities/session';
import { getGetMenuConfigListMockHandler } from '@/shared/api/generated/endpoints/menu/menu.msw';
import type { MenuConfigListResult } from '@/shared/api/generated/model';
import { BRAND } from '@/shared/config';
import { act, HttpResponse, onApi, renderApp, screen, server, userEvent, waitFor, openPage } from '@/app/test';

/*
 * The guard in the whole app: real route tree, root beforeLoad, layouts and session, against the
 * stateful MSW data set (SMS code 123456; agent / Agent@123; captcha 8888).
 */

afterEach(() => {
  window.innerWidth = 1024;
});

async function loginWebsite(mobile = '13800138000') {
  await smsLoginFx({ mobile, code: '123456' });
  await fetchUserInfoFx();
}

async function loginAgent(username: string, password: string) {
  await agentLoginFx({ username, password, code: '8888', uuid: 'any' });
}

const pathOf = (app: ReturnType<typeof renderApp>) => app.router.state.location.pathname;

describe('access guard in the app', () => {
  it('sends an anonymous visitor from a protected page to /login with the way back', async () => {
    const app = renderApp('/userIndex');
    await waitFor(() => expect(pathOf(app)).toBe('/login'));
    expect(app.router.state.location.search).toEqual({ redirect: '/userIndex' });
    expect(await screen.findByRole('heading', { level: 1, name: /登录/ })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('用户登录 - 学术服务平台'));
  });

  it('opens whitelisted pages to anonymous visitors', async () => {
    const [, app] = await openPage('/experts', '专家学者');
    expect(pathOf(app)).toBe('/experts');
  });

  it('sends unknown paths to /404, and /index and /home to /', async () => {
    const app = renderApp('/no/such/page');
    await waitFor(() => expect(pathOf(app)).toBe('/404'));
    expect(await screen.findByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    app.unmount();
    const home = renderApp('/index');
    await waitFor(() => expect(pathOf(home)).toBe('/'));
  });

  it('loads the user info once and lets the individual user into the individual center', async () => {
    await smsLoginFx({ mobile: '13800138000', code: '123456' });
    const app = renderApp('/userCenter');
    await waitFor(() => expect(pathOf(app)).toBe('/userIndex'));
    expect(await screen.findByRole('navigation', { name: '个人中心菜单' })).toBeVisible();
  });

  it('bounces a website user from an agent page to the user center', async () => {
    await loginWebsite();
    const app = renderApp('/agentHome');
    await waitFor(() => expect(pathOf(app)).toBe('/userIndex'));
  });

  it('bounces a sub account from a main-account page, and shows it the reduced menu', async () => {
    await loginAgent('agentsub', 'Sub@12345');
    const app = renderApp('/subAccount');
    await waitFor(() => expect(pathOf(app)).toBe('/agentHome'));
    const menu = await screen.findByRole('navigation', { name: '机构中心菜单' });
    expect(menu.textContent).toContain('检测记录');
    expect(menu.textContent).not.toContain('子账号管理');
    expect(menu.textContent).not.toContain('IP管理');
  });

  it('shows the main account the larger menu', async () => {
    await loginAgent('agent', 'Agent@123');
    renderApp('/subAccount');
    const menu = await screen.findByRole('navigation', { name: '机构中心菜单' });
    expect(menu.textContent).toContain('子账号管理');
    expect(menu.textContent).toContain('推广统计');
    expect(await screen.findByRole('heading', { level: 1, name: '子账号管理' })).toBeVisible();
  });

  it('clears a session whose info cannot be fetched: agent login for a protected path', async () => {
    const app = reloadWithToken('expired-token', '/userIndex');
    await waitFor(() => expect(pathOf(app)).toBe('/agentLogin'));
    expect(document.cookie).not.toContain('Front-Token');
    // The info check handles the 401 itself: no "stay or log in again" prompt on top.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('clears a session whose info cannot be fetched: home for a public path', async () => {
    const app = reloadWithToken('expired-token', '/experts');
    await waitFor(() => expect(pathOf(app)).toBe('/'));
  });

  it.each(['/login', '/agentLogin'])('an expired saved login opening %s stays there, logged out, with the form', async (path) => {
    const app = reloadWithToken('expired-token', path);
    await waitFor(() => expect(document.cookie).not.toContain('Front-Token'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(pathOf(app)).toBe(path);
    // Not asked whether to keep a login that no longer exists.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks a logged-in user on /login; keeping the login goes to the user center', async () => {
    await loginWebsite();
    const app = renderApp('/login');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('当前已登录个人用户「张晓明」，如需使用其他账号，请先退出登录。');
    await userEvent.click(screen.getByRole('button', { name: '保留登录' }));
    await waitFor(() => expect(pathOf(app)).toBe('/userIndex'));
  });

  it('asks a logged-in institution on /agentLogin; logging out stays on agent login, logged out', async () => {
    await loginAgent('agent', 'Agent@123');
    const app = renderApp('/agentLogin');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('机构用户');
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(pathOf(app)).toBe('/agentLogin'));
    await waitFor(() => expect(document.cookie).not.toContain('Front-Token'));
  });

  it('switches pages with a mobile twin on small screens', async () => {
    window.innerWidth = 375;
    const app = renderApp('/experts');
    await waitFor(() => expect(pathOf(app)).toBe('/mobile/experts'));
    app.unmount();
    window.innerWidth = 1280;
    const big = renderApp('/mobile/expertSearch');
    await waitFor(() => expect(pathOf(big)).toBe('/experts'));
  });

  it('stalls a user who must reset the password, and resumes after the reset', async () => {
    await loginAgent('agentreset', 'Reset@123');
    await fetchUserInfoFx();
    const app = renderApp('/agentHome');
    await new Promise((r) => setTimeout(r, 300));
    expect(app.router.state.status).toBe('pending');
    expect(screen.queryByRole('heading', { level: 1, name: '机构首页' })).not.toBeInTheDocument();
    await act(async () => {
      await resetPasswordFx({ oldPassword: 'Reset@123', newPassword: 'NewPass123', confirmPassword: 'NewPass123' });
    });
    expect(await screen.findByRole('heading', { level: 1, name: '机构首页' })).toBeVisible();
    expect(pathOf(app)).toBe('/agentHome');
  });

  it('renders server-menu pages by name through the catch-all, for a logged-in user', async () => {
    await loginWebsite();
    const [, app] = await openPage('/help/faq', '常见问题');
    await waitFor(() => expect(document.title).toBe('常见问题 - 学术服务平台'));
    expect(pathOf(app)).toBe('/help/faq');
  });

  it('sends an anonymous visitor from a menu page to /login with the way back (menu pages are not whitelisted)', async () => {
    const app = renderApp('/help/faq?tab=2');
    await waitFor(() => expect(pathOf(app)).toBe('/login'));
    expect(app.router.state.location.search).toEqual({ redirect: '/help/faq?tab=2' });
  });

  it('sends an anonymous visitor to /login when the menu is refused to visitors: the path cannot be told yet', async () => {
    server.use(onApi('getMenuConfigList', () => HttpResponse.json({ code: 401, msg: '请先登录' })));
    const app = renderApp('/no/such/page');
    await waitFor(() => expect(pathOf(app)).toBe('/login'));
    expect(app.router.state.location.search).toEqual({ redirect: '/no/such/page' });
  });

  it('shows a failed menu below the header, for a visitor and for a user, and its retry goes on', async () => {
    let answers = 0;
    // A menu where the contract says a list: refused by the contract check until the retry.
    server.use(
      getGetMenuConfigListMockHandler(() => {
        answers += 1;
        return answers === 1
          ? ({ code: 200, msg: '', data: 'menu' } as unknown as MenuConfigListResult)
          : { code: 200, msg: '操作成功', data: [] };
      }),
    );
    const app = renderApp('/no/such/page');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('数据格式异常');
    expect(screen.getByRole('link', { name: `${BRAND}首页` })).toHaveAttribute('href', '/');
    expect(pathOf(app)).toBe('/no/such/page');
    await userEvent.setup().click(await screen.findByRole('button', { name: '重试' }));
    // The menu (now readable, and without the path) sends the visitor to /404.
    await waitFor(() => expect(pathOf(app)).toBe('/404'));
    app.unmount();

    await loginWebsite();
    server.use(getGetMenuConfigListMockHandler({ code: 200, msg: '', data: 'menu' } as unknown as MenuConfigListResult));
    const user = renderApp('/help/faq');
    expect((await screen.findByRole('alert')).textContent).toContain('数据格式异常');
    expect(screen.getByRole('link', { name: `${BRAND}首页` })).toHaveAttribute('href', '/');
    expect(pathOf(user)).toBe('/help/faq');
  });

  it('stalls a user who must reset the password on a menu page too', async () => {
    await loginAgent('agentreset', 'Reset@123');
    await fetchUserInfoFx();
    const app = renderApp('/help/faq');
    await new Promise((r) => setTimeout(r, 300));
    expect(app.router.state.status).toBe('pending');
    expect(screen.queryByRole('heading', { level: 1, name: '常见问题' })).not.toBeInTheDocument();
    await act(async () => {
      await resetPasswordFx({ oldPassword: 'Reset@123', newPassword: 'NewPass123', confirmPassword: 'NewPass123' });
    });
    expect(await screen.findByRole('heading', { level: 1, name: '常见问题' })).toBeVisible();
  });

  it('keeps the session when the info check gets no answer, and asks again on the next navigation', async () => {
    await smsLoginFx({ mobile: '13800138000', code: '123456' });
    let asked = 0;
    server.use(
      onApi('getInfo', () => {
        asked += 1;
        return asked === 1 ? HttpResponse.error() : undefined;
      }),
    );
    const [, app] = await openPage('/userIndex', '个人中心');
    expect(pathOf(app)).toBe('/userIndex');
    expect(document.cookie).toContain('Front-Token');
    expect((await screen.findAllByText('后端接口连接异常')).length).toBeGreaterThan(0);
    await act(async () => {
      await app.router.navigate({ to: '/setCenter' });
    });
    await waitFor(() => expect(pathOf(app)).toBe('/setCenter'));
    expect(asked).toBe(2);
  });
});

/** A page load with a token the server does not know, as after a reload with a stale cookie. */
function reloadWithToken(token: string, path: string) {
  loggedIn({ token, userType: 'website', agentType: null, agentMenusConfig: [], avatar: '', mobile: '', resetPassword: false });
  return renderApp(path);
}

import { describe, expect, it } from 'vitest';
import { $role } from '@/entities/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPageAlone } from '@/app/test/page-alone';
import { expectLinks } from '@/app/test/page-checks';
import type { UserSession } from '@/app/test/forms';
import { LoginPage } from './login-page';

/** The login page in a minimal router of its own (never the app's route tree), with the pages it leads to. */
const renderLoginAt = (url: string) =>
  renderPageAlone(
    {
      path: '/login/{-$uuid}',
      component: LoginPage,
      validateSearch: (search): { redirect?: string } => (typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
    },
    url,
    { '/userCenter': '用户中心页面', '/checkCenter': '查重中心页面', '/agentLogin': '机构登录页面' },
  );

async function logIn(user: UserSession) {
  await user.type(await screen.findByLabelText('手机号'), '13800138000');
  await user.type(screen.getByLabelText('短信验证码'), '123456');
  await user.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
  await user.click(screen.getByRole('button', { name: '登录' }));
}

describe('LoginPage', () => {
  it('links to the institution login, the agreement and the privacy policy', async () => {
    renderLoginAt('/login');
    expect(await screen.findByRole('heading', { name: '用户登录' })).toBeVisible();
    expectLinks({ 机构登录: '/agentLogin', '《用户协议》': '/agreement', '《隐私政策》': '/privacy' });
  });

  it('keeps the way back when the user switches to the institution login', async () => {
    renderLoginAt('/login?redirect=%2FcheckCenter%3Fpage%3D2');
    const link = await screen.findByRole('link', { name: '机构登录' });
    expect(link.getAttribute('href')).toBe('/agentLogin?redirect=%2FcheckCenter%3Fpage%3D2');
  });

  // Where the user goes after logging in: [case, the redirect asked for, the page it lands on, its path and search].
  it.each([
    ['goes back to the same-origin page that sent the user here', '/checkCenter?page=2', '查重中心页面', '/checkCenter', { page: 2 }],
    ['an off-site redirect is ignored: the user center instead', '//evil.example/steal', '用户中心页面', '/userCenter', {}],
  ])('%s', async (_case, redirect, lands, pathname, search) => {
    const user = userEvent.setup();
    const router = renderLoginAt(`/login?redirect=${encodeURIComponent(redirect)}`);
    await logIn(user);
    expect(await screen.findByText(lands)).toBeVisible();
    expect(router.state.location.pathname).toBe(pathname);
    expect(router.state.location.search).toEqual(search);
    expect($role.getState()).toBe('website');
  });

  it('/login/{uuid}: a valid partner ticket logs in, names the account, and goes on after 继续', async () => {
    const router = renderLoginAt('/login/sso-demo-uuid');
    await screen.findByText(/^已通过合作方链接登录账号「张晓明」/);
    expect(router.state.location.pathname).toBe('/login/sso-demo-uuid');
    await userEvent.click(screen.getByRole('button', { name: '继续' }));
    expect(await screen.findByText('用户中心页面')).toBeVisible();
    expect(router.state.location.pathname).toBe('/userCenter');
    expect($role.getState()).toBe('website');
  });

  it('/login/{uuid}: a used ticket says so and offers the SMS form', async () => {
    const user = userEvent.setup();
    const router = renderLoginAt('/login/sso-used');
    expect((await screen.findByRole('alert')).textContent).toContain('登录链接无效或已使用，无法自动登录，请使用手机号登录');
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/userCenter'));
  });
});

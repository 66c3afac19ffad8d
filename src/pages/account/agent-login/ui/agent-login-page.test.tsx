import { describe, expect, it } from 'vitest';
import { $role } from '@/entities/session';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPageAlone } from '@/app/test/page-alone';
import { expectLinks } from '@/app/test/page-checks';
import { AgentLoginPage } from './agent-login-page';

/** The institution login in a minimal router of its own, with the pages it leads to. */
const renderAgentLoginAt = (url: string) =>
  renderPageAlone({ path: '/agentLogin', component: AgentLoginPage }, url, {
    '/userCenter': '用户中心页面',
    '/subAccount': '子账号页面',
    '/forgotPwd': '找回密码页面',
    '/login/{-$uuid}': '个人登录页面',
  });
const withRedirect = (redirect: string) => `/agentLogin?redirect=${encodeURIComponent(redirect)}`;

describe('AgentLoginPage', () => {
  it('links to the forgotten password and to the personal login', async () => {
    renderAgentLoginAt('/agentLogin');
    expect(await screen.findByRole('heading', { name: '机构登录' })).toBeVisible();
    expectLinks({ '忘记密码？': '/forgotPwd', 个人用户登录: '/login' });
  });

  // Where an account goes after logging in: [case, the login URL, the account, the page it lands on, its path, the role].
  it.each([
    ['main account: to the user center', '/agentLogin', ['agent', 'Agent@123'], '用户中心页面', '/userCenter', 'agentLord'],
    [
      'sub-account with a safe redirect: back to that page',
      withRedirect('/subAccount'),
      ['agentsub', 'Sub@12345'],
      '子账号页面',
      '/subAccount',
      'agentChild',
    ],
    [
      'a redirect to another host is refused',
      withRedirect('/\\evil.example'),
      ['agent', 'Agent@123'],
      '用户中心页面',
      '/userCenter',
      'agentLord',
    ],
  ] as const)('%s', async (_case, url, [username, password], lands, pathname, role) => {
    const user = userEvent.setup();
    const router = renderAgentLoginAt(url);
    await screen.findByRole('img', { name: '图形验证码' });
    await user.type(screen.getByLabelText('账号'), username);
    await user.type(screen.getByLabelText('密码'), password);
    await user.type(screen.getByLabelText('图形验证码'), '8888{Enter}');
    expect(await screen.findByText(lands)).toBeVisible();
    expect(router.state.location.pathname).toBe(pathname);
    expect($role.getState()).toBe(role);
  });
});

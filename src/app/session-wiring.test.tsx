import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { $token, $userType, agentLoginFx, fetchUserInfoFx, smsLoginFx } from '@/entities/session';
import { ERROR_MESSAGES, customInstance, notify } from '@/shared/api';
import { agentLogin } from '@/shared/api/generated/endpoints/agent/agent';
import { COOKIE_AGENT_TYPE, COOKIE_TOKEN, COOKIE_USER_TYPE } from '@/shared/config';
import { writeCookie } from '@/shared/lib/cookies';
import { HttpResponse, onApi, renderApp, screen, server, userEvent, waitFor } from '@/app/test';
import { SWITCHED_ELSEWHERE_TEXT } from './session-wiring';

/** Signs in as the seeded individual user and opens `path` once its heading shows. */
async function openSignedIn(path: string, heading: string) {
  await smsLoginFx({ mobile: '13800138000', code: '123456' });
  await fetchUserInfoFx();
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return app;
}

/** A user-info refresh, as the pages run one after a save (they ignore its failure). */
const refresh = () =>
  act(() =>
    fetchUserInfoFx().then(
      () => undefined,
      () => undefined,
    ),
  );

describe('session wiring', () => {
  it("shows the client's messages as toasts", async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    notify('error', ERROR_MESSAGES.network);
    expect(await screen.findByText('后端接口连接异常')).toBeVisible();
  });

  it('shows one expiry prompt for three 401s at once; confirming logs out and goes home', async () => {
    await smsLoginFx({ mobile: '13800138000', code: '123456' });
    await fetchUserInfoFx();
    const app = renderApp('/userIndex');
    await screen.findByRole('heading', { level: 1, name: '个人中心' });
    server.use(onApi('getDictData', () => HttpResponse.json({ code: 401, msg: '令牌过期' })));
    const calls = ['a', 'b', 'c'].map((t) => customInstance({ url: `/dict/data/type/${t}`, method: 'GET' }).catch(() => 'rejected'));
    expect(await Promise.all(calls)).toEqual(['rejected', 'rejected', 'rejected']);
    const dialogs = await screen.findAllByRole('alertdialog');
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]?.textContent).toContain(ERROR_MESSAGES.sessionExpiredPrompt);
    await userEvent.click(screen.getByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    expect(document.cookie).not.toContain('Front-Token');
  });

  it("an institution's expiry: 重新登录 goes to agent login with the way back to the page", async () => {
    await agentLoginFx({ username: 'agent', password: 'Agent@123', code: '8888', uuid: 'any' });
    const app = renderApp('/checkRecord?page=2');
    await screen.findByRole('heading', { level: 1, name: '检测记录' });
    server.use(onApi('getDictData', () => HttpResponse.json({ code: 401, msg: '令牌过期' })));
    await customInstance({ url: '/dict/data/type/x', method: 'GET' }).catch(() => undefined);
    await userEvent.click(await screen.findByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/agentLogin'));
    expect(app.router.state.location.search).toEqual({ redirect: '/checkRecord?page=2' });
    expect(await screen.findByRole('link', { name: '个人用户登录' })).toHaveProperty('search', '?redirect=%2FcheckRecord%3Fpage%3D2');
  });

  it('a refused info refresh on a protected page clears the session and goes to agent login (SPEC §4)', async () => {
    const app = await openSignedIn('/setCenter', '账号设置');
    server.use(onApi('getInfo', () => HttpResponse.json({ code: 401, msg: '令牌过期' })));
    await refresh();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/agentLogin'));
    expect($token.getState()).toBe('');
    expect(document.cookie).not.toContain('Front-Token');
    // Handled as a refusal, not as an expiry to stay through.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a refresh answered without data on a public page clears the session and goes home', async () => {
    const app = await openSignedIn('/experts', '专家学者');
    server.use(onApi('getInfo', () => HttpResponse.json({ code: 200, msg: '操作成功' })));
    await refresh();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    expect($token.getState()).toBe('');
  });

  it('a refresh that gets no answer keeps the session and the page, and says why', async () => {
    const app = await openSignedIn('/setCenter', '账号设置');
    const token = $token.getState();
    server.use(onApi('getInfo', () => HttpResponse.error()));
    await refresh();
    expect((await screen.findAllByText(ERROR_MESSAGES.network)).length).toBeGreaterThan(0);
    expect(app.router.state.location.pathname).toBe('/setCenter');
    expect($token.getState()).toBe(token);
    expect(document.cookie).toContain('Front-Token');
  });

  it('another tab logging in as an institution: this tab follows it and re-checks the page', async () => {
    const app = await openSignedIn('/userIndex', '个人中心');
    // The other tab's login wrote the cookies every tab shares.
    const answer = await agentLogin({ username: 'agent', password: 'Agent@123', code: '8888', uuid: 'other-tab' });
    writeCookie(COOKIE_TOKEN, answer.data?.token ?? '');
    writeCookie(COOKIE_USER_TYPE, 'agent');
    writeCookie(COOKIE_AGENT_TYPE, 'agentLord');
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    // /userIndex is for individual users: the guard, run again, sends the institution on.
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/agentHome'));
    expect($token.getState()).toBe(answer.data?.token);
    expect($userType.getState()).toBe('agent');
    // And says so: the account changed under the user.
    expect(await screen.findByText(SWITCHED_ELSEWHERE_TEXT)).toBeVisible();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $token, fetchUserInfoFx, smsLoginFx } from '@/entities/session';
import { customInstance } from '@/shared/api';
import { setNewsAppBridge, type NewsAppBridge } from '@/shared/lib/bridge';
import { startNewsApp } from './news-app';
import { HttpResponse, onApi, renderApp, screen, server, userEvent, waitFor } from '@/app/test';

// The news app's user agent from the very start: the session model decides "inside the app" once,
// when it loads, exactly as on a phone.
const userAgent = vi.hoisted(() => {
  const state = { value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5) AppleWebKit/605.1.15 NewsApp/7.2.1' };
  Object.defineProperty(window.navigator, 'userAgent', { configurable: true, get: () => state.value });
  return state;
});
const APP_UA = userAgent.value;

function recordingBridge(): NewsAppBridge {
  return { login: vi.fn(), pay: vi.fn(), share: vi.fn(), openDetail: vi.fn() };
}

let bridge: NewsAppBridge;
const cleanups: Array<() => void> = [];

function renderInApp(path: string) {
  const app = renderApp(path);
  cleanups.push(startNewsApp(app.router));
  return app;
}

beforeEach(() => {
  userAgent.value = APP_UA;
  bridge = recordingBridge();
  setNewsAppBridge(bridge);
});

afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  setNewsAppBridge(null);
});

describe('inside the news app', () => {
  it('a 401 clears the token and calls the app login through the bridge; no prompt', async () => {
    await smsLoginFx({ mobile: '13800138000', code: '123456' });
    await fetchUserInfoFx();
    expect(document.cookie).toContain('Front-Token');
    renderInApp('/userIndex');
    await screen.findByRole('heading', { level: 1, name: '个人中心' });

    server.use(onApi('getDictData', () => HttpResponse.json({ code: 401, msg: '令牌过期' })));
    await expect(customInstance({ url: '/dict/data/type/x', method: 'GET' })).rejects.toMatchObject({ kind: 'unauthorized' });

    await waitFor(() => expect(bridge.login).toHaveBeenCalledOnce());
    expect(document.cookie).not.toContain('Front-Token');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("the header's 登录 opens the app's login", async () => {
    renderInApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(bridge.login).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: '登录' }));
    await waitFor(() => expect(bridge.login).toHaveBeenCalledOnce());
  });

  it("a protected page sends an anonymous visitor to /login, where the app's login opens", async () => {
    const app = renderInApp('/userIndex');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(bridge.login).toHaveBeenCalledOnce());
  });

  it('partner single sign-on (/login/{uuid}) stays a web flow', async () => {
    const app = renderInApp('/login/sso-demo-uuid');
    await waitFor(() => expect(app.router.state.status).toBe('idle'));
    // The sign-on finishes (login, then user info) before the test ends, so its late answers
    // cannot land in the next test's session.
    await waitFor(() => expect($token.getState()).not.toBe(''));
    await waitFor(() => expect(fetchUserInfoFx.pending.getState()).toBe(false));
    expect(bridge.login).not.toHaveBeenCalled();
  });
});

describe('outside the news app', () => {
  it('/login is the web login; the bridge is never called', async () => {
    userAgent.value = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36';
    const app = renderInApp('/login');
    await screen.findByRole('heading', { level: 1, name: /登录/ });
    expect(app.router.state.location.pathname).toBe('/login');
    expect(bridge.login).not.toHaveBeenCalled();
  });
});

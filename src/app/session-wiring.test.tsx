import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { fetchUserInfoFx, sessionCleared, smsLoginFx } from '@/entities/session';
import { ERROR_MESSAGES, customInstance, notify } from '@/shared/api';
import { renderApp } from './test/render-app';

let unwire: (() => void) | undefined;
afterEach(() => {
  unwire?.();
  sessionCleared();
});

describe('session wiring', () => {
  it("shows the client's messages as toasts", async () => {
    const app = renderApp('/');
    unwire = app.unwire;
    await screen.findByRole('heading', { level: 1 });
    notify('error', ERROR_MESSAGES.network);
    expect(await screen.findByText('后端接口连接异常')).toBeTruthy();
  });

  it('shows one expiry prompt for three 401s at once; confirming logs out and goes home', async () => {
    await smsLoginFx({ mobile: '13800138000', code: '123456' });
    await fetchUserInfoFx();
    const app = renderApp('/userIndex');
    unwire = app.unwire;
    await screen.findByRole('heading', { level: 1, name: '个人中心' });
    server.use(http.get('*/api/dict/data/type/:type', () => HttpResponse.json({ code: 401, msg: '令牌过期' })));
    const calls = ['a', 'b', 'c'].map((t) => customInstance({ url: `/dict/data/type/${t}`, method: 'GET' }).catch(() => 'rejected'));
    expect(await Promise.all(calls)).toEqual(['rejected', 'rejected', 'rejected']);
    const dialogs = await screen.findAllByRole('alertdialog');
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]?.textContent).toContain(ERROR_MESSAGES.sessionExpiredPrompt);
    await userEvent.click(screen.getByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    expect(document.cookie).not.toContain('Front-Token');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { allSettled, createStore, fork } from 'effector';
import { ERROR_MESSAGES } from '@/shared/api';
import { sessionExpired } from '@/shared/api';
import { COOKIE_TOKEN } from '@/shared/config';
import { setNewsAppBridge, type NewsAppBridge } from '@/shared/lib/bridge';
import { readCookie, writeCookie } from '@/shared/lib/cookies';
import { $expiryPromptOpen, $inNewsApp, newsAppLoginFx, setExpiryPromptHandler, showExpiryPromptFx } from './expiry';
import { loggedOut, logoutFx, logoutRequestFx, type LoggedOut } from './logout';
import { $token, sessionChangedElsewhere } from './session';
import { FULL_SESSION, STORES, fullSessionValues, sessionValues } from './test-fixtures';

const $lastLoggedOut = createStore<LoggedOut | null>(null).on(loggedOut, (_, payload) => payload);

/** The client's 401 signal for a request sent with `token` (none: sent without a token). */
function expired(token?: string) {
  return token === undefined ? { message: ERROR_MESSAGES.unauthorized } : { message: ERROR_MESSAGES.unauthorized, token };
}
const EXPIRED = expired('tok');

/** A prompt the test answers by hand. */
function manualPrompt() {
  const answers: Array<(confirmed: boolean) => void> = [];
  const handler = vi.fn(
    (_message: string) =>
      new Promise<boolean>((resolve) => {
        answers.push(resolve);
      }),
  );
  return { handler, answer: (confirmed: boolean) => answers.shift()?.(confirmed) };
}

afterEach(() => {
  setExpiryPromptHandler(null);
  setNewsAppBridge(null);
});

describe('token expiry (SPEC §4, §8)', () => {
  it('three 401s at once show one prompt; once it settles, a new 401 prompts again', async () => {
    const prompt = manualPrompt();
    const scope = fork({ values: [[$token, 'tok']], handlers: [[showExpiryPromptFx, prompt.handler]] });

    const burst = [1, 2, 3].map(() => allSettled(sessionExpired, { scope, params: EXPIRED }));
    expect(prompt.handler).toHaveBeenCalledTimes(1);
    expect(prompt.handler).toHaveBeenCalledWith(ERROR_MESSAGES.sessionExpiredPrompt);
    expect(scope.getState($expiryPromptOpen)).toBe(true);

    prompt.answer(false);
    await Promise.all(burst);
    expect(scope.getState($expiryPromptOpen)).toBe(false);
    // Cancel: the user stays, still logged in.
    expect(scope.getState($token)).toBe('tok');

    const again = allSettled(sessionExpired, { scope, params: EXPIRED });
    expect(prompt.handler).toHaveBeenCalledTimes(2);
    prompt.answer(false);
    await again;
  });

  it('a 401 for a visitor without a session prompts nothing in the browser', async () => {
    const prompt = vi.fn(() => Promise.resolve(true));
    const browser = fork({ values: [[$token, '']], handlers: [[showExpiryPromptFx, prompt]] });
    await allSettled(sessionExpired, { scope: browser, params: expired() });
    expect(prompt).not.toHaveBeenCalled();
  });

  it('a 401 for an older token (a late answer) neither prompts nor clears the current session', async () => {
    const prompt = vi.fn(() => Promise.resolve(true));
    const request = vi.fn(async () => ({ code: 200, msg: 'ok' }));
    // The user logged out of A and logged in as B; a request that carried A answers 401 now.
    const browser = fork({
      values: [[$token, 'token-B']],
      handlers: [
        [showExpiryPromptFx, prompt],
        [logoutRequestFx, request],
      ],
    });
    await allSettled(sessionExpired, { scope: browser, params: expired('token-A') });
    // A call sent without a token (before the login) says nothing about B either.
    await allSettled(sessionExpired, { scope: browser, params: expired() });
    expect(prompt).not.toHaveBeenCalled();
    expect(request).not.toHaveBeenCalled();
    expect(browser.getState($token)).toBe('token-B');

    const login = vi.fn();
    const app = fork({
      values: [
        [$inNewsApp, true],
        [$token, 'token-B'],
      ],
      handlers: [[newsAppLoginFx, login]],
    });
    await allSettled(sessionExpired, { scope: app, params: expired('token-A') });
    expect(login).not.toHaveBeenCalled();
    expect(app.getState($token)).toBe('token-B');
    // Logged out of A in the app: a late 401 for A is no reason to open the app's login.
    const loggedOutApp = fork({
      values: [
        [$inNewsApp, true],
        [$token, ''],
      ],
      handlers: [[newsAppLoginFx, login]],
    });
    await allSettled(sessionExpired, { scope: loggedOutApp, params: expired('token-A') });
    expect(login).not.toHaveBeenCalled();

    // The same 401 for the token the session holds does prompt.
    await allSettled(sessionExpired, { scope: browser, params: expired('token-B') });
    expect(prompt).toHaveBeenCalledOnce();
  });

  it('confirming a prompt after the session changed meanwhile does not log the new session out', async () => {
    const prompt = manualPrompt();
    const request = vi.fn(async () => ({ code: 200, msg: 'ok' }));
    const scope = fork({
      values: [[$token, 'token-A']],
      handlers: [
        [showExpiryPromptFx, prompt.handler],
        [logoutRequestFx, request],
      ],
    });

    const asked = allSettled(sessionExpired, { scope, params: expired('token-A') });
    expect(prompt.handler).toHaveBeenCalledOnce();
    // Another tab logged in as B while the prompt was open; this tab followed it. (allSettled
    // waits for the whole scope, the open prompt too, so it is awaited after the answer.)
    const B = {
      token: 'token-B',
      userType: 'website',
      agentType: null,
      nickName: '',
      resetPassword: false,
      tokenExpiresAt: null,
      agentMenusConfig: [],
    } as const;
    const switched = allSettled(sessionChangedElsewhere, { scope, params: B });
    expect(scope.getState($token)).toBe('token-B');
    prompt.answer(true);
    await Promise.all([asked, switched]);

    expect(request).not.toHaveBeenCalled();
    expect(scope.getState($token)).toBe('token-B');
  });

  it('a prompt that fails also releases the single-flight flag', async () => {
    const handler = vi.fn(async () => {
      throw new Error('dialog crashed');
    });
    const scope = fork({ values: [[$token, 'tok']], handlers: [[showExpiryPromptFx, handler]] });

    await allSettled(sessionExpired, { scope, params: EXPIRED });
    expect(scope.getState($expiryPromptOpen)).toBe(false);
    await allSettled(sessionExpired, { scope, params: EXPIRED });
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('confirming logs out; loggedOut names the user type the app routes by', async () => {
    const request = vi.fn(async () => ({ code: 200, msg: 'ok' }));
    const scope = fork({
      values: fullSessionValues(),
      handlers: [
        [showExpiryPromptFx, async () => true],
        [logoutRequestFx, request],
      ],
    });

    await allSettled(sessionExpired, { scope, params: expired(FULL_SESSION.token) });

    expect(request).toHaveBeenCalledOnce();
    expect(scope.getState($token)).toBe('');
    expect(scope.getState(STORES.userType)).toBeNull();
    expect(scope.getState($lastLoggedOut)).toEqual({ userType: FULL_SESSION.userType, token: FULL_SESSION.token });
  });

  it('a 401 answering the logout itself opens no second prompt', async () => {
    let finishLogout: () => void = () => {};
    const prompt = vi.fn(async () => true);
    const scope = fork({
      values: fullSessionValues(),
      handlers: [
        [showExpiryPromptFx, prompt],
        [
          logoutRequestFx,
          () =>
            new Promise<{ code: number; msg: string }>((resolve) => {
              finishLogout = () => resolve({ code: 200, msg: 'ok' });
            }),
        ],
      ],
    });

    const logout = allSettled(logoutFx, { scope });
    // allSettled waits for the whole scope (the pending logout too), so check before settling.
    const expiry = allSettled(sessionExpired, { scope, params: expired(FULL_SESSION.token) });
    expect(prompt).not.toHaveBeenCalled();
    finishLogout();
    await Promise.all([logout, expiry]);
    expect(prompt).not.toHaveBeenCalled();
    expect(scope.getState($token)).toBe('');
  });

  it('uses the installed prompt handler; by default the user stays', async () => {
    const request = vi.fn(async () => ({ code: 200, msg: 'ok' }));
    const stay = fork({ values: [[$token, 'tok']], handlers: [[logoutRequestFx, request]] });
    await allSettled(sessionExpired, { scope: stay, params: EXPIRED });
    expect(stay.getState($token)).toBe('tok');
    expect(request).not.toHaveBeenCalled();

    const confirm = vi.fn(async (_message: string) => true);
    setExpiryPromptHandler(confirm);
    const leave = fork({ values: [[$token, 'tok']], handlers: [[logoutRequestFx, request]] });
    await allSettled(sessionExpired, { scope: leave, params: EXPIRED });
    expect(confirm).toHaveBeenCalledWith(ERROR_MESSAGES.sessionExpiredPrompt);
    expect(leave.getState($token)).toBe('');
  });

  it('inside the news app: clears the token and calls the app login instead of prompting', async () => {
    writeCookie(COOKIE_TOKEN, 'tok');
    const bridge: NewsAppBridge = { login: vi.fn(), pay: vi.fn(), share: vi.fn(), openDetail: vi.fn() };
    setNewsAppBridge(bridge);
    const prompt = vi.fn(async () => false);
    const scope = fork({
      values: [[$inNewsApp, true], ...sessionValues({ token: 'tok', userType: 'website' })],
      handlers: [[showExpiryPromptFx, prompt]],
    });

    await allSettled(sessionExpired, { scope, params: EXPIRED });

    expect(bridge.login).toHaveBeenCalledOnce();
    expect(prompt).not.toHaveBeenCalled();
    expect(scope.getState($token)).toBe('');
    expect(scope.getState(STORES.userType)).toBe('website');
    expect(readCookie(COOKIE_TOKEN)).toBeUndefined();
  });

  it('inside the news app: a 401 calls the app login even when this page knew no session', async () => {
    const login = vi.fn();
    const prompt = vi.fn(async () => false);
    const scope = fork({
      values: [
        [$inNewsApp, true],
        [$token, ''],
      ],
      handlers: [
        [newsAppLoginFx, login],
        [showExpiryPromptFx, prompt],
      ],
    });

    // A call the contract secures, sent without a token: the visitor needs the app's login.
    await allSettled(sessionExpired, { scope, params: expired() });

    expect(login).toHaveBeenCalledOnce();
    expect(prompt).not.toHaveBeenCalled();
    expect(scope.getState($token)).toBe('');
  });

  it('inside the news app without an injected bridge: still clears the token, no crash', async () => {
    const scope = fork({
      values: [
        [$inNewsApp, true],
        [$token, 'tok'],
      ],
    });
    await allSettled(sessionExpired, { scope, params: EXPIRED });
    expect(scope.getState($token)).toBe('');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { allSettled, createStore, fork } from 'effector';
import { ERROR_MESSAGES } from '@/shared/api';
import { sessionExpired } from '@/shared/api';
import { COOKIE_TOKEN } from '@/shared/config';
import { setNewsAppBridge, type NewsAppBridge } from '@/shared/lib/bridge';
import { readCookie, writeCookie } from '@/shared/lib/cookies';
import { $expiryPromptOpen, $inNewsApp, newsAppLoginFx, setExpiryPromptHandler, showExpiryPromptFx } from './expiry';
import { loggedOut, logoutFx, logoutRequestFx, type LoggedOut } from './logout';
import { $token } from './session';
import { FULL_SESSION, STORES, fullSessionValues } from './test-fixtures';

const $lastLoggedOut = createStore<LoggedOut | null>(null).on(loggedOut, (_, payload) => payload);

const EXPIRED = { message: ERROR_MESSAGES.unauthorized };

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

  it('a 401 for a visitor without a session prompts nothing, in the browser or in the app', async () => {
    const prompt = vi.fn(() => Promise.resolve(true));
    const browser = fork({ values: [[$token, '']], handlers: [[showExpiryPromptFx, prompt]] });
    await allSettled(sessionExpired, { scope: browser, params: EXPIRED });
    expect(prompt).not.toHaveBeenCalled();

    const login = vi.fn();
    const app = fork({ values: [[$inNewsApp, true], [$token, '']], handlers: [[newsAppLoginFx, login]] });
    await allSettled(sessionExpired, { scope: app, params: EXPIRED });
    expect(login).not.toHaveBeenCalled();
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

    await allSettled(sessionExpired, { scope, params: EXPIRED });

    expect(request).toHaveBeenCalledOnce();
    expect(scope.getState($token)).toBe('');
    expect(scope.getState(STORES.userType)).toBeNull();
    expect(scope.getState($lastLoggedOut)).toEqual({ userType: FULL_SESSION.userType });
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
    const expired = allSettled(sessionExpired, { scope, params: EXPIRED });
    expect(prompt).not.toHaveBeenCalled();
    finishLogout();
    await Promise.all([logout, expired]);
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
      values: [
        [$inNewsApp, true],
        [$token, 'tok'],
        [STORES.userType, 'website'],
      ],
      handlers: [[showExpiryPromptFx, prompt]],
    });

    await allSettled(sessionExpired, { scope, params: EXPIRED });

    expect(bridge.login).toHaveBeenCalledOnce();
    expect(prompt).not.toHaveBeenCalled();
    expect(scope.getState($token)).toBe('');
    expect(scope.getState(STORES.userType)).toBe('website');
    expect(readCookie(COOKIE_TOKEN)).toBeUndefined();
  });

  it('inside the news app without an injected bridge: still clears the token, no crash', async () => {
    const scope = fork({ values: [[$inNewsApp, true], [$token, 'tok']] });
    await allSettled(sessionExpired, { scope, params: EXPIRED });
    expect(scope.getState($token)).toBe('');
  });
});

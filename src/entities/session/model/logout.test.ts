import { describe, expect, it, vi } from 'vitest';
import { allSettled, createStore, fork, sample } from 'effector';
import { ApiError } from '@/shared/api';
import { routeAfterLogout } from '../lib/role';
import { localLogout, loggedOut, logoutFx, logoutRequestFx, type LoggedOut } from './logout';
import { $isScholar, $role, $token, sessionChangedElsewhere, sessionCleared } from './session';
import { EMPTY_SESSION, FULL_SESSION, fullSessionValues, sessionCookies, sessionState, writeFullSessionCookies } from './test-fixtures';

// What each scope saw when `loggedOut` fired: its payload and the token at that moment.
const $lastLoggedOut = createStore<LoggedOut | null>(null).on(loggedOut, (_, payload) => payload);
const $tokenWhenLoggedOut = createStore<string | null>(null);
sample({ clock: loggedOut, source: $token, target: $tokenWhenLoggedOut });

describe('logout (SPEC §4)', () => {
  it('after the server agrees, clears exactly the listed fields and every session cookie', async () => {
    writeFullSessionCookies();
    const request = vi.fn(async () => ({ code: 200, msg: 'ok' }));
    const scope = fork({ values: fullSessionValues(), handlers: [[logoutRequestFx, request]] });

    const result = await allSettled(logoutFx, { scope });

    expect(result.status).toBe('done');
    expect(request).toHaveBeenCalledOnce();
    expect(sessionState(scope)).toEqual({
      ...FULL_SESSION,
      // SPEC §4's list:
      token: EMPTY_SESSION.token,
      roles: EMPTY_SESSION.roles,
      permissions: EMPTY_SESSION.permissions,
      userType: EMPTY_SESSION.userType,
      agentType: EMPTY_SESSION.agentType,
      agentMenusConfig: EMPTY_SESSION.agentMenusConfig,
      leftAmount: EMPTY_SESSION.leftAmount,
      avatar: EMPTY_SESSION.avatar,
      mobile: EMPTY_SESSION.mobile,
      // The reset flag belongs to the token: every clearing drops it.
      resetPassword: EMPTY_SESSION.resetPassword,
      // Deliberately kept (not in the list): name, nickName, userId, authStatus, expertFlag,
      // expireDate, childCount, createTime.
    });
    expect(scope.getState($role)).toBe('anonymous');
    expect(scope.getState($isScholar)).toBe(false);
    expect(sessionCookies()).toEqual({ token: undefined, userType: undefined, agentType: undefined, nickName: undefined });
  });

  it('emits loggedOut with the user type of the user who left, after the token is gone', async () => {
    const scope = fork({ values: fullSessionValues(), handlers: [[logoutRequestFx, async () => ({ code: 200, msg: 'ok' })]] });

    await allSettled(logoutFx, { scope });

    expect(scope.getState($lastLoggedOut)).toEqual({ userType: 'agent', token: FULL_SESSION.token });
    expect(scope.getState($tokenWhenLoggedOut)).toBe('');
    expect(routeAfterLogout(scope.getState($lastLoggedOut)!.userType)).toBe('/agentLogin');
  });

  it('when the server call fails, the user still leaves: every session cookie is cleared locally (a shared computer keeps nothing)', async () => {
    writeFullSessionCookies();
    const error = new ApiError({ kind: 'network', level: 'error', message: '后端接口连接异常' });
    const scope = fork({
      values: fullSessionValues(),
      handlers: [
        [
          logoutRequestFx,
          async () => {
            throw error;
          },
        ],
      ],
    });

    const result = await allSettled(logoutFx, { scope });

    expect(result).toEqual({ status: 'fail', value: error });
    expect(sessionState(scope)).toMatchObject({
      token: '',
      userType: EMPTY_SESSION.userType,
      agentType: EMPTY_SESSION.agentType,
      resetPassword: false,
    });
    expect(scope.getState($role)).toBe('anonymous');
    expect(sessionCookies()).toEqual({ token: undefined, userType: undefined, agentType: undefined, nickName: undefined });
    expect(scope.getState($lastLoggedOut)).toEqual({ userType: 'agent', token: FULL_SESSION.token });
    expect(scope.getState($tokenWhenLoggedOut)).toBe('');
  });

  it('a local-only logout clears only the token, without calling the server', async () => {
    writeFullSessionCookies();
    const request = vi.fn(async () => ({ code: 200, msg: 'ok' }));
    const scope = fork({ values: fullSessionValues(), handlers: [[logoutRequestFx, request]] });

    await allSettled(localLogout, { scope });

    expect(request).not.toHaveBeenCalled();
    expect(sessionState(scope)).toEqual({ ...FULL_SESSION, token: '', resetPassword: false });
    expect(sessionCookies()).toEqual({ token: undefined, userType: 'agent', agentType: 'agentLord', nickName: FULL_SESSION.nickName });
    expect(scope.getState($lastLoggedOut)).toBeNull();
  });

  it('a late logout answer, after another login replaced the session, changes nothing', async () => {
    let answer: (ok: boolean) => void = () => {};
    const scope = fork({
      values: fullSessionValues(),
      handlers: [
        [
          logoutRequestFx,
          () =>
            new Promise((resolve, reject) => {
              answer = (ok) =>
                ok
                  ? resolve({ code: 200, msg: 'ok' })
                  : reject(new ApiError({ kind: 'network', level: 'error', message: '后端接口连接异常' }));
            }),
        ],
      ],
    });

    for (const ok of [true, false]) {
      const logout = allSettled(logoutFx, { scope });
      // Meanwhile another tab logged in as B, and this tab followed the shared cookies.
      const switched = allSettled(sessionChangedElsewhere, {
        scope,
        params: {
          token: 'token-B',
          userType: 'website',
          agentType: null,
          nickName: '王五',
          resetPassword: false,
          tokenExpiresAt: null,
          agentMenusConfig: [],
        },
      });
      answer(ok);
      await Promise.all([logout, switched]);

      expect(scope.getState($token)).toBe('token-B');
      expect(scope.getState($role)).toBe('website');
      expect(scope.getState($lastLoggedOut)).toBeNull();
      await allSettled(sessionChangedElsewhere, {
        scope,
        params: {
          token: FULL_SESSION.token,
          userType: 'agent',
          agentType: 'agentLord',
          nickName: '',
          resetPassword: false,
          tokenExpiresAt: null,
          agentMenusConfig: [],
        },
      });
    }
  });

  it('sessionCleared clears every store and cookie', async () => {
    writeFullSessionCookies();
    const scope = fork({ values: fullSessionValues() });

    await allSettled(sessionCleared, { scope });

    expect(sessionState(scope)).toEqual(EMPTY_SESSION);
    expect(sessionCookies()).toEqual({ token: undefined, userType: undefined, agentType: undefined, nickName: undefined });
  });
});

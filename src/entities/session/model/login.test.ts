import { describe, expect, it, vi } from 'vitest';
import { allSettled, createStore, fork, sample } from 'effector';
import { ApiError } from '@/shared/api';
import type { LoginResponse, UserInfoResult } from '@/shared/api/generated/model';
import { agentLoginRequestFx, getInfoRequestFx, smsLoginRequestFx, ssoLoginRequestFx } from './api';
import { agentLoginFx, fetchUserInfoFx, resetPasswordFx, smsLoginFx, ssoLoginFx } from './login';
import { $role, loggedIn, sessionChangedElsewhere, userInfoRefused } from './session';
import type { UserInfoRefusal } from '../lib/user-info';
import {
  EMPTY_SESSION,
  FULL_SESSION,
  STORES,
  fullSessionValues,
  sessionCookies,
  sessionValues,
  sessionState,
  userInfo,
  writeFullSessionCookies,
} from './test-fixtures';

// Counts the `loggedIn` facts of a scope.
const $logins = createStore(0).on(loggedIn, (count) => count + 1);
// The refusals a scope raised, with the token the session held when each was raised.
const $refusals = createStore<Array<UserInfoRefusal & { tokenThen: string }>>([]);
sample({
  clock: userInfoRefused,
  source: { list: $refusals, tokenThen: STORES.token },
  fn: ({ list, tokenThen }, refusal) => [...list, { ...refusal, tokenThen }],
  target: $refusals,
});

function apiError(kind: ApiError['kind'], code?: number): ApiError {
  return new ApiError({ kind, level: 'error', message: 'x', ...(code ? { code } : {}) });
}

/** A getInfo handler the test answers by hand. */
function pendingInfo() {
  let settle: (outcome: { data: UserInfoResult } | { error: unknown }) => void = () => {};
  const handler = vi.fn(
    () =>
      new Promise<UserInfoResult>((resolve, reject) => {
        settle = (outcome) => ('data' in outcome ? resolve(outcome.data) : reject(outcome.error));
      }),
  );
  return { handler, settle: (outcome: { data: UserInfoResult } | { error: unknown }) => settle(outcome) };
}

const OTHER_ACCOUNT = {
  token: 'token-B',
  userType: 'website',
  agentType: null,
  nickName: '王五',
  resetPassword: false,
  tokenExpiresAt: null,
  agentMenusConfig: [],
} as const;

const CREDENTIALS = { username: 'lib', password: 'secret', code: '1234', uuid: 'u-1' };

function unauthorized(): ApiError {
  return new ApiError({ kind: 'unauthorized', level: 'prompt', message: '认证失败，无法访问系统资源', code: 401 });
}

describe('login with a token (SPEC §4)', () => {
  it('SMS login stores the token, marks the user as website and writes the cookies', async () => {
    const response: LoginResponse = { code: 200, msg: 'ok', data: { token: 'sms-token', avatar: 'a.png', mobile: '138' } };
    const request = vi.fn(async () => response);
    const scope = fork({ handlers: [[smsLoginRequestFx, request]] });

    const result = await allSettled(smsLoginFx, { scope, params: { mobile: '13800000000', code: '123456' } });

    expect(result).toEqual({ status: 'done', value: response.data });
    expect(scope.getState($logins)).toBe(1);
    expect(request).toHaveBeenCalledWith({ mobile: '13800000000', code: '123456' });
    expect(scope.getState(STORES.token)).toBe('sms-token');
    expect(scope.getState(STORES.userType)).toBe('website');
    expect(scope.getState(STORES.agentType)).toBeNull();
    expect(scope.getState(STORES.avatar)).toBe('a.png');
    expect(scope.getState(STORES.mobile)).toBe('138');
    expect(scope.getState($role)).toBe('website');
    expect(sessionCookies()).toEqual({ token: 'sms-token', userType: 'website', agentType: undefined, nickName: undefined });
  });

  it('a login response without a token is rejected and passed on; nothing is stored', async () => {
    const response: LoginResponse = { code: 200, msg: '账号已停用' };
    const scope = fork({ handlers: [[agentLoginRequestFx, async () => response]] });

    const result = await allSettled(agentLoginFx, { scope, params: CREDENTIALS });

    expect(result).toEqual({ status: 'fail', value: response });
    expect((result as { value: unknown }).value).toBe(response);
    expect(scope.getState($logins)).toBe(0);
    expect(scope.getState(STORES.token)).toBe('');
    expect(scope.getState(STORES.userType)).toBeNull();
    expect(sessionCookies().token).toBeUndefined();
  });

  it('an answer the contract check refused for want of a token is the server’s rejection: its msg, not 数据格式异常', async () => {
    for (const body of [
      { code: 200, msg: '账号已停用', data: null },
      { code: 200, msg: '请先完成实名认证', data: { mobile: '13800138000' } },
    ]) {
      const refused = new ApiError({
        kind: 'contract',
        level: 'error',
        message: '数据格式异常，请稍后重试或联系管理员',
        status: 200,
        body,
      });
      const scope = fork({
        handlers: [
          [
            smsLoginRequestFx,
            async () => {
              throw refused;
            },
          ],
        ],
      });
      const result = await allSettled(smsLoginFx, { scope, params: { mobile: '1', code: '2' } });
      expect(result).toEqual({ status: 'fail', value: body });
      expect(scope.getState(STORES.token)).toBe('');
    }
    // With a token, a broken answer stays what it is.
    const broken = new ApiError({
      kind: 'contract',
      level: 'error',
      message: 'x',
      body: { code: 200, data: { token: 't', LOGIN_TYPE: 7 } },
    });
    const scope = fork({
      handlers: [
        [
          agentLoginRequestFx,
          async () => {
            throw broken;
          },
        ],
      ],
    });
    expect(await allSettled(agentLoginFx, { scope, params: CREDENTIALS })).toEqual({ status: 'fail', value: broken });
  });

  it('a rejected login call fails with the client error and stores nothing', async () => {
    const error = new ApiError({ kind: 'business', level: 'error', message: '验证码错误', code: 500 });
    const scope = fork({
      handlers: [
        [
          smsLoginRequestFx,
          async () => {
            throw error;
          },
        ],
      ],
    });
    const result = await allSettled(smsLoginFx, { scope, params: { mobile: '1', code: '2' } });
    expect(result).toEqual({ status: 'fail', value: error });
    expect(scope.getState(STORES.token)).toBe('');
  });
});

describe('agent login (SPEC §4)', () => {
  it('LOGIN_TYPE agentLord: main agent, function configuration stored, resetPassword from the response', async () => {
    const response: LoginResponse = {
      code: 200,
      msg: 'ok',
      data: { token: 'lord', LOGIN_TYPE: 'agentLord', functionConfig: ['promotionStatictis', 'ipManage'], resetPassword: true },
    };
    const scope = fork({ handlers: [[agentLoginRequestFx, async () => response]] });

    await allSettled(agentLoginFx, { scope, params: CREDENTIALS });

    expect(scope.getState(STORES.token)).toBe('lord');
    expect(scope.getState(STORES.userType)).toBe('agent');
    expect(scope.getState(STORES.agentType)).toBe('agentLord');
    expect(scope.getState(STORES.agentMenusConfig)).toEqual(['promotionStatictis', 'ipManage']);
    expect(scope.getState(STORES.resetPassword)).toBe(true);
    expect(scope.getState($role)).toBe('agentLord');
    expect(sessionCookies()).toMatchObject({ token: 'lord', userType: 'agent', agentType: 'agentLord' });
  });

  it('any other LOGIN_TYPE: child agent without a function configuration', async () => {
    const response: LoginResponse = {
      code: 200,
      msg: 'ok',
      data: { token: 'child', LOGIN_TYPE: 'agentChild', functionConfig: ['ignored'] },
    };
    const scope = fork({
      values: sessionValues({ agentMenusConfig: ['left-over'] }),
      handlers: [[agentLoginRequestFx, async () => response]],
    });

    await allSettled(agentLoginFx, { scope, params: CREDENTIALS });

    expect(scope.getState(STORES.agentType)).toBe('agentChild');
    expect(scope.getState(STORES.userType)).toBe('agent');
    expect(scope.getState(STORES.agentMenusConfig)).toEqual([]);
    expect(scope.getState(STORES.resetPassword)).toBe(false);
    expect(scope.getState($role)).toBe('agentChild');
    expect(sessionCookies().agentType).toBe('agentChild');
  });
});

describe('SSO login', () => {
  it('takes the user type from LOGIN_TYPE, else website', async () => {
    const responses: Record<string, LoginResponse> = {
      lord: { code: 200, msg: 'ok', data: { token: 's1', LOGIN_TYPE: 'agentLord', functionConfig: ['m'] } },
      plain: { code: 200, msg: 'ok', data: { token: 's2' } },
    };
    const scope = fork({ handlers: [[ssoLoginRequestFx, async (id: string) => responses[id]!]] });

    await allSettled(ssoLoginFx, { scope, params: 'lord' });
    expect(scope.getState($role)).toBe('agentLord');
    expect(scope.getState(STORES.agentMenusConfig)).toEqual(['m']);

    await allSettled(ssoLoginFx, { scope, params: 'plain' });
    expect(scope.getState(STORES.token)).toBe('s2');
    expect(scope.getState(STORES.userType)).toBe('website');
    expect(scope.getState(STORES.agentType)).toBeNull();
  });
});

describe('user info (SPEC §4)', () => {
  it('maps the info fields and persists user type and nickname', async () => {
    const response: UserInfoResult = { code: 200, msg: 'ok', data: userInfo() };
    const scope = fork({ values: sessionValues({ token: 'tok' }), handlers: [[getInfoRequestFx, async () => response]] });

    await allSettled(fetchUserInfoFx, { scope });

    expect(sessionState(scope)).toEqual({
      ...EMPTY_SESSION,
      token: 'tok',
      name: 'zhangsan',
      nickName: '张三',
      avatar: '/api/common/imageView/z.png',
      authStatus: 2,
      userId: 7,
      userType: 'website',
      expertFlag: true,
      leftAmount: 88,
      mobile: '13900000000',
      childCount: 0,
      createTime: '2023-09-09 09:09:09',
      roles: ['common'],
      permissions: ['*:*:*'],
    });
    expect(sessionCookies()).toMatchObject({ userType: 'website', nickName: '张三' });
  });

  it.each([
    ['Y', 'agentLord'],
    ['N', 'agentChild'],
  ] as const)('an agent with mainAccount %s is %s', async (mainAccount, agentType) => {
    const response: UserInfoResult = { code: 200, msg: 'ok', data: userInfo({ userType: 'agent', mainAccount, childCount: 2 }) };
    const scope = fork({ values: sessionValues({ token: 'tok' }), handlers: [[getInfoRequestFx, async () => response]] });

    await allSettled(fetchUserInfoFx, { scope });

    expect(scope.getState(STORES.userType)).toBe('agent');
    expect(scope.getState(STORES.agentType)).toBe(agentType);
    expect(scope.getState($role)).toBe(agentType);
    expect(sessionCookies()).toMatchObject({ userType: 'agent', agentType });
  });

  it('a response without data is a rejection and clears the whole session', async () => {
    writeFullSessionCookies();
    const response: UserInfoResult = { code: 200, msg: 'ok' };
    const scope = fork({ values: fullSessionValues(), handlers: [[getInfoRequestFx, async () => response]] });

    const result = await allSettled(fetchUserInfoFx, { scope });

    expect(result).toEqual({ status: 'fail', value: response });
    expect(sessionState(scope)).toEqual(EMPTY_SESSION);
    expect(sessionCookies()).toEqual({ token: undefined, userType: undefined, agentType: undefined, nickName: undefined });
  });

  it('any failure of the fetch clears token, every store and the cookies', async () => {
    writeFullSessionCookies();
    const error = unauthorized();
    const scope = fork({
      values: fullSessionValues(),
      handlers: [
        [
          getInfoRequestFx,
          async () => {
            throw error;
          },
        ],
      ],
    });

    const result = await allSettled(fetchUserInfoFx, { scope });

    expect(result).toEqual({ status: 'fail', value: error });
    expect(sessionState(scope)).toEqual(EMPTY_SESSION);
    expect(scope.getState($role)).toBe('anonymous');
    expect(sessionCookies()).toEqual({ token: undefined, userType: undefined, agentType: undefined, nickName: undefined });
  });
});

describe('reset password', () => {
  it('a successful reset clears the flag; a failed one keeps it', async () => {
    const ok = fork({
      values: sessionValues({ resetPassword: true }),
      handlers: [[resetPasswordFx, async () => ({ code: 200, msg: 'ok' })]],
    });
    await allSettled(resetPasswordFx, { scope: ok, params: { newPassword: 'n3w!Pass', confirmPassword: 'n3w!Pass' } });
    expect(ok.getState(STORES.resetPassword)).toBe(false);

    const failed = fork({
      values: sessionValues({ resetPassword: FULL_SESSION.resetPassword }),
      handlers: [
        [
          resetPasswordFx,
          async () => {
            throw new ApiError({ kind: 'business', level: 'error', message: '旧密码错误', code: 500 });
          },
        ],
      ],
    });
    await allSettled(resetPasswordFx, { scope: failed, params: { newPassword: 'a', confirmPassword: 'a' } });
    expect(failed.getState(STORES.resetPassword)).toBe(true);
  });
});

describe('a refused user info refresh (SPEC §4) and one that got no answer', () => {
  it.each([
    ['401', unauthorized(), 'unauthorized'],
    ['code 403', apiError('forbidden', 403), 'forbidden'],
    ['code 500', apiError('server', 500), 'server'],
    ['another code', apiError('business', 601), 'business'],
    ['an answer without data', { code: 200, msg: 'ok' }, 'noData'],
    [
      'an answer without data, caught by the contract check',
      new ApiError({ kind: 'contract', level: 'error', message: 'x', body: { code: 200, msg: 'ok' } }),
      'noData',
    ],
  ])('%s refuses the session: cleared, then userInfoRefused', async (_, failure, reason) => {
    writeFullSessionCookies();
    const scope = fork({
      values: fullSessionValues(),
      handlers: [
        [
          getInfoRequestFx,
          async () => {
            if (failure instanceof ApiError) throw failure;
            return failure as UserInfoResult;
          },
        ],
      ],
    });

    await allSettled(fetchUserInfoFx, { scope });

    expect(sessionState(scope)).toEqual(EMPTY_SESSION);
    expect(sessionCookies()).toEqual({ token: undefined, userType: undefined, agentType: undefined, nickName: undefined });
    // The app routes on the refusal and must find the session already gone.
    expect(scope.getState($refusals)).toEqual([{ reason, tokenThen: '' }]);
  });

  it.each([
    ['the network is down', apiError('network')],
    ['it timed out', apiError('timeout')],
    ['it was cancelled', new ApiError({ kind: 'cancelled', level: 'silent', message: 'cancelled' })],
    [
      'its data breaks the contract',
      new ApiError({ kind: 'contract', level: 'error', message: 'x', body: { code: 200, msg: 'ok', data: { id: 'x' } } }),
    ],
    ['a gateway answered 502', new ApiError({ kind: 'status', level: 'error', message: '系统接口502异常', status: 502 })],
  ])('when %s, the session is kept and nothing is refused', async (_, error) => {
    writeFullSessionCookies();
    const scope = fork({
      values: fullSessionValues(),
      handlers: [
        [
          getInfoRequestFx,
          async () => {
            throw error;
          },
        ],
      ],
    });

    const result = await allSettled(fetchUserInfoFx, { scope });

    expect(result).toEqual({ status: 'fail', value: error });
    expect(sessionState(scope)).toEqual(FULL_SESSION);
    expect(sessionCookies()).toMatchObject({ token: FULL_SESSION.token, userType: 'agent' });
    expect(scope.getState($refusals)).toEqual([]);

    // Tried again later (e.g. by the next navigation's guard): now it answers.
    const retry = fork({
      values: fullSessionValues(),
      handlers: [[getInfoRequestFx, async () => ({ code: 200, msg: 'ok', data: userInfo() })]],
    });
    await allSettled(fetchUserInfoFx, { scope: retry });
    expect(retry.getState(STORES.nickName)).toBe('张三');
  });

  it('a refusal of a call made without a session refuses nothing', async () => {
    const scope = fork({
      handlers: [
        [
          getInfoRequestFx,
          async () => {
            throw unauthorized();
          },
        ],
      ],
    });
    await allSettled(fetchUserInfoFx, { scope });
    expect(scope.getState($refusals)).toEqual([]);
  });
});

describe('an answer to an older token never changes the current session', () => {
  it.each([
    ['a late user info', { data: { code: 200, msg: 'ok', data: userInfo({ nickName: '旧账号' }) } }],
    ['a late 401', { error: unauthorized() }],
    ['a late answer without data', { data: { code: 200, msg: 'ok' } as UserInfoResult }],
  ])('%s for A, after logging out of A and in as B, is ignored', async (_, outcome) => {
    const info = pendingInfo();
    const scope = fork({ values: fullSessionValues(), handlers: [[getInfoRequestFx, info.handler]] });

    const inFlight = allSettled(fetchUserInfoFx, { scope });
    // Meanwhile: logged out of A and logged in as B (here: taken over from another tab).
    const switched = allSettled(sessionChangedElsewhere, { scope, params: OTHER_ACCOUNT });
    info.settle(outcome);
    await Promise.all([inFlight, switched]);

    expect(scope.getState(STORES.token)).toBe('token-B');
    expect(scope.getState(STORES.nickName)).toBe('王五');
    expect(scope.getState($role)).toBe('website');
    expect(scope.getState($refusals)).toEqual([]);
  });

  it('a late user info for A after a logout does not bring A back', async () => {
    const info = pendingInfo();
    const scope = fork({ values: fullSessionValues(), handlers: [[getInfoRequestFx, info.handler]] });

    const inFlight = allSettled(fetchUserInfoFx, { scope });
    const cleared = allSettled(sessionChangedElsewhere, { scope, params: { ...OTHER_ACCOUNT, token: '', userType: null, nickName: '' } });
    info.settle({ data: { code: 200, msg: 'ok', data: userInfo({ userType: 'agent', mainAccount: 'Y' }) } });
    await Promise.all([inFlight, cleared]);

    expect(scope.getState($role)).toBe('anonymous');
    expect(scope.getState(STORES.userType)).toBeNull();
    expect(scope.getState(STORES.userId)).toBeNull();
  });
});

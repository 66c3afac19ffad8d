import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoginResponse } from '@/shared/api/generated/model';
import { acceptLoginResponse, agentLoginSession, smsLoginSession, ssoLoginSession } from './login-response';

describe('acceptLoginResponse (SPEC §4)', () => {
  it('accepts a response with a token', () => {
    const response: LoginResponse = { code: 200, msg: 'ok', data: { token: 't1', LOGIN_TYPE: 'agentLord' } };
    expect(acceptLoginResponse(response)).toBe(response.data);
  });

  it('rejects any response without a token by throwing the response itself', () => {
    const withoutToken = fc.record({
      code: fc.integer(),
      msg: fc.string(),
      data: fc.option(fc.record({ token: fc.constantFrom('', undefined, null, 0) }), { nil: undefined }),
    });
    fc.assert(
      fc.property(withoutToken, (raw) => {
        const response = raw as unknown as LoginResponse;
        let thrown: unknown;
        try {
          acceptLoginResponse(response);
        } catch (error) {
          thrown = error;
        }
        return thrown === response;
      }),
    );
  });
});

describe('login sessions', () => {
  it('agent login: LOGIN_TYPE agentLord is a main account with its function configuration', () => {
    const session = agentLoginSession({
      token: 't',
      LOGIN_TYPE: 'agentLord',
      functionConfig: ['subAccount', 'cardBatch'],
      avatar: 'a.png',
      mobile: '138',
      expires: 3600,
      resetPassword: true,
    });
    expect(session).toEqual({
      token: 't',
      expires: 3600,
      userType: 'agent',
      agentType: 'agentLord',
      agentMenusConfig: ['subAccount', 'cardBatch'],
      avatar: 'a.png',
      mobile: '138',
      resetPassword: true,
    });
  });

  it('agent login: any other LOGIN_TYPE is a sub-account without menus', () => {
    fc.assert(
      fc.property(
        fc.option(
          fc.string().filter((s) => s !== 'agentLord'),
          { nil: undefined },
        ),
        (loginType) => {
          const session = agentLoginSession({ token: 't', LOGIN_TYPE: loginType, functionConfig: ['x'] });
          return session.agentType === 'agentChild' && session.userType === 'agent' && session.agentMenusConfig.length === 0;
        },
      ),
    );
  });

  it('sms login marks the user as website and never sets resetPassword', () => {
    expect(smsLoginSession({ token: 't', LOGIN_TYPE: 'agentLord', resetPassword: true })).toEqual({
      token: 't',
      userType: 'website',
      agentType: null,
      agentMenusConfig: [],
      avatar: '',
      mobile: '',
      resetPassword: false,
    });
  });

  it('sso login takes the user type from LOGIN_TYPE when it names an agent kind', () => {
    expect(ssoLoginSession({ token: 't', LOGIN_TYPE: 'agentChild' })).toMatchObject({ userType: 'agent', agentType: 'agentChild' });
    expect(ssoLoginSession({ token: 't', LOGIN_TYPE: 'agentLord', functionConfig: ['m'] })).toMatchObject({
      userType: 'agent',
      agentType: 'agentLord',
      agentMenusConfig: ['m'],
    });
    expect(ssoLoginSession({ token: 't' })).toMatchObject({ userType: 'website', agentType: null });
  });

  it('keeps only a positive, finite expiry', () => {
    for (const expires of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(smsLoginSession({ token: 't', expires })).not.toHaveProperty('expires');
    }
    expect(smsLoginSession({ token: 't', expires: 60 }).expires).toBe(60);
  });
});

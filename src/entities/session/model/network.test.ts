// The session model over the real HTTP client and MSW (no replaced handlers): the generated
// calls, the envelope rejection of the client and the token cookie read at send time.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { onApi } from '@mocks/lib/on-api';
import { resetDuplicateGuard } from '@/shared/api';
import { fetchUserInfoFx, smsLoginFx } from './login';
import { logoutFx } from './logout';
import { $role, $token } from './session';
import { sessionCookies, userInfo } from './test-fixtures';

let authorizations: Array<string | null> = [];

beforeEach(() => {
  authorizations = [];
  resetDuplicateGuard();
});
afterEach(() => resetDuplicateGuard());

describe('session over the network', () => {
  it('SMS login, then user info sent with the new token, then logout', async () => {
    server.use(
      onApi('smsLogin', () => HttpResponse.json({ code: 200, msg: 'ok', data: { token: 'net-token' } })),
      onApi('getInfo', ({ request }) => {
        authorizations.push(request.headers.get('Authorization'));
        return HttpResponse.json({ code: 200, msg: 'ok', data: userInfo({ userType: 'agent', mainAccount: 'Y' }) });
      }),
      onApi('logout', ({ request }) => {
        authorizations.push(request.headers.get('Authorization'));
        return HttpResponse.json({ code: 200, msg: 'ok' });
      }),
    );
    const scope = fork();

    expect(await allSettled(smsLoginFx, { scope, params: { mobile: '13800000000', code: '000000' } })).toMatchObject({ status: 'done' });
    expect(scope.getState($token)).toBe('net-token');

    await allSettled(fetchUserInfoFx, { scope });
    expect(scope.getState($role)).toBe('agentLord');

    await allSettled(logoutFx, { scope });
    expect(authorizations).toEqual(['Bearer net-token', 'Bearer net-token']);
    expect(scope.getState($role)).toBe('anonymous');
    expect(sessionCookies().token).toBeUndefined();
  });

  it('a 200 login without a token fails with the response', async () => {
    const body = { code: 200, msg: '账号不存在' };
    server.use(onApi('smsLogin', () => HttpResponse.json(body)));
    const scope = fork();

    const result = await allSettled(smsLoginFx, { scope, params: { mobile: '13800000001', code: '1' } });

    expect(result.status).toBe('fail');
    expect(result.value).toMatchObject(body);
    expect(scope.getState($token)).toBe('');
  });

  it('a 401 on the user info clears the session', async () => {
    server.use(onApi('getInfo', () => HttpResponse.json({ code: 401, msg: 'expired' })));
    const scope = fork({ values: [[$token, 'stale']] });

    const result = await allSettled(fetchUserInfoFx, { scope });

    expect(result.status).toBe('fail');
    expect(scope.getState($token)).toBe('');
  });
});

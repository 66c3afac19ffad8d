import { describe, expect, it } from 'vitest';
import type { SubAccount, SubAccountPage, SubAccountPassword } from '@/shared/api/generated/model';
import { db } from '../../db/database';
import { callApi, dataOf, envelopeOf } from '../../lib/test-client';
import { SEEDED_IDS, demoCredentials } from '../auth';
import { agentLogin, userInfo } from '../auth/test-kit';
import { UNAUTHORIZED, attempt, get, mainAgent, send, subAgent } from '../center/test-kit';

describe('center: sub-accounts', () => {
  it('lists five sub-accounts, one disabled, whose log-in is refused', async () => {
    const page = await get<SubAccountPage>('listSubAccounts', await mainAgent());
    expect(page.total).toBe(5);
    expect(page.rows.filter((row) => row.status === '1').map((row) => row.id)).toEqual([SEEDED_IDS.agentDisabled]);
    const disabled = db.accounts.find((account) => account.id === SEEDED_IDS.agentDisabled);
    const { uuid } = await dataOf<{ uuid: string }>(await callApi('getCaptchaImage'));
    const login = await envelopeOf(
      await callApi('agentLogin', {
        json: { username: disabled?.userName, password: demoCredentials.agentSub.password, code: '8888', uuid },
      }),
    );
    expect(login).toEqual({ code: 500, msg: '账号已停用，请联系机构管理员' });
  });

  it('creates a sub-account that logs in at once as agentChild, with its quota', async () => {
    const main = await mainAgent();
    const json = { username: 'jcdxlaw', nickName: '江城大学法学院资料室', mobile: '13712345678', password: 'Law@2026', quota: 800 };
    expect((await attempt('createSubAccount', main, { ...json, username: 'agentsub' })).msg).toBe('账号已存在');
    expect((await attempt('createSubAccount', main, { ...json, password: 'short1' })).msg).toBe('密码长度须为 8–20 位');
    expect((await attempt('createSubAccount', main, { ...json, quota: 99_999 })).msg).toBe('额度不能超过主账号剩余额度（12800 元）');
    const created = await send<SubAccount>('createSubAccount', main, json);
    expect(created).toMatchObject({ username: 'jcdxlaw', status: '0', leftAmount: 800, checkCount: 0, lastLoginTime: null });

    const login = await agentLogin('jcdxlaw', 'Law@2026');
    expect(login).toMatchObject({ LOGIN_TYPE: 'agentChild', resetPassword: false });
    expect(await userInfo(login.token)).toMatchObject({
      userType: 'agent',
      mainAccount: 'N',
      nickName: '江城大学法学院资料室',
      leftAmount: 800,
    });
    expect(await userInfo(main)).toMatchObject({ childCount: 6, leftAmount: 12000 });
    const listed = await get<SubAccountPage>('listSubAccounts', main, { keyword: 'jcdxlaw' });
    expect(listed.rows[0]?.lastLoginTime).not.toBeNull();
  });

  it('edits, disables and resets a sub-account', async () => {
    const main = await mainAgent();
    const subToken = await subAgent();
    const before = db.accounts.find((account) => account.id === SEEDED_IDS.agentSub)?.leftAmount ?? 0;
    const edited = await send<SubAccount>(['updateSubAccount', { id: `${SEEDED_IDS.agentSub}` }], main, {
      nickName: '文学院资料室',
      mobile: '13600136001',
      quota: before + 200,
    });
    expect(edited).toMatchObject({ nickName: '文学院资料室', leftAmount: before + 200 });
    expect((await userInfo(main)).leftAmount).toBe(12600);

    await send(['updateSubAccountStatus', { id: `${SEEDED_IDS.agentSub}` }], main, { status: '1' });
    expect(await attempt('getInfo', subToken)).toEqual(UNAUTHORIZED);
    await send(['updateSubAccountStatus', { id: `${SEEDED_IDS.agentSub}` }], main, { status: '0' });

    const reset = await send<SubAccountPassword>(['resetSubAccountPassword', { id: `${SEEDED_IDS.agentSub}` }], main, {});
    expect(reset.generated).toBe(true);
    const again = await agentLogin('agentsub', reset.password ?? '');
    expect(again.resetPassword).toBe(true);
    expect(
      await send<SubAccountPassword>(['resetSubAccountPassword', { id: `${SEEDED_IDS.agentSub}` }], main, { password: 'Given@2026' }),
    ).toEqual({ generated: false });
    expect((await agentLogin('agentsub', 'Given@2026')).LOGIN_TYPE).toBe('agentChild');
    expect((await attempt(['updateSubAccountStatus', { id: '1001' }], main, { status: '1' })).code).toBe(404);
  });
});

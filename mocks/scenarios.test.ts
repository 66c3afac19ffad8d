import { describe, expect, it } from 'vitest';
import { smsLogin } from './api/auth/test-kit';
import { db, resetDatabase } from './db/database';
import { resetMockState } from './handlers';
import { callApi, envelopeOf } from './lib/test-client';
import { getScenario, initScenario, isContractCall, setScenario } from './scenarios';

describe('scenario selection', () => {
  it('takes ?mock= from the URL, remembers it for the tab, and ?mock=normal resets', () => {
    sessionStorage.clear();
    expect(initScenario('?mock=expired', sessionStorage)).toBe('expired');
    // A later navigation without the parameter keeps the tab's choice.
    expect(initScenario('?page=2', sessionStorage)).toBe('expired');
    // An unknown value is ignored rather than guessed.
    expect(initScenario('?mock=bogus', sessionStorage)).toBe('expired');
    expect(initScenario('?mock=normal', sessionStorage)).toBe('normal');
    expect(initScenario('', sessionStorage)).toBe('normal');
  });

  it('setScenario is remembered too, and resetMockState goes back to normal', () => {
    sessionStorage.clear();
    initScenario('', sessionStorage);
    setScenario('slow');
    expect(initScenario('', sessionStorage)).toBe('slow');
    resetMockState();
    expect(getScenario()).toBe('normal');
    expect(initScenario('', sessionStorage)).toBe('normal');
  });
});

describe('scenario behaviour', () => {
  it('server-error answers code 500 with the Chinese message, also for log-in', async () => {
    setScenario('server-error');
    const body = await envelopeOf(await callApi('smsLogin', { json: { mobile: '13800138000', code: '123456' } }));
    expect(body).toEqual({ code: 500, msg: '服务器开小差了，请稍后再试' });
  });

  it('offline makes the request fail like a network error', async () => {
    setScenario('offline');
    await expect(callApi('getCaptchaImage')).rejects.toThrow(TypeError);
  });

  it('slow answers normally after 2–3 s', async () => {
    setScenario('slow');
    const started = Date.now();
    const body = await envelopeOf(await callApi(['getDictData', { type: 'sys_yes_no' }]));
    const elapsed = Date.now() - started;
    expect(body.code).toBe(200);
    expect(elapsed).toBeGreaterThanOrEqual(1990);
    expect(elapsed).toBeLessThan(3500);
  });

  it('applies only to contract calls, leaving the dev server module requests alone', () => {
    expect(isContractCall('POST', '/api/login/sendSms')).toBe(true);
    expect(isContractCall('GET', '/api/dict/data/type/sys_yes_no')).toBe(true);
    expect(isContractCall('GET', '/api/common/imageView/avatar-1001.svg')).toBe(true);
    expect(isContractCall('GET', '/api/login/sendSms')).toBe(false);
    expect(isContractCall('GET', '/api/dict/data/type/a/b')).toBe(false);
    expect(isContractCall('GET', '/src/features/login/sendSms.ts')).toBe(false);
    expect(isContractCall('GET', '/node_modules/.vite/deps/react.js')).toBe(false);
  });
});

describe('seeded data set', () => {
  it('is identical after every reset (faker seeded with 20261121)', async () => {
    resetDatabase();
    const first = JSON.stringify(db.accounts);
    await smsLogin('15900001111');
    expect(JSON.stringify(db.accounts)).not.toBe(first);
    resetDatabase();
    expect(JSON.stringify(db.accounts)).toBe(first);
    expect(db.sessions.size).toBe(0);
  });

  it('speaks Chinese: names, dictionaries, check types', () => {
    const han = /\p{Script=Han}/u;
    expect(db.accounts.every((account) => han.test(account.nickName))).toBe(true);
    expect(
      Object.values(db.dicts)
        .flat()
        .every((entry) => han.test(entry.dictLabel)),
    ).toBe(true);
    expect(db.checkConfigs.every((config) => han.test(config.name) && han.test(config.description ?? ''))).toBe(true);
  });
});

describe('expired', () => {
  it('refuses calls that need a login, and any call sent with the token; a visitor still reads public content', async () => {
    setScenario('expired');
    expect((await envelopeOf(await callApi('getCenterSummary', { token: 'old' }))).code).toBe(401);
    expect((await envelopeOf(await callApi(['getDictData', { type: 'sys_yes_no' }], { token: 'old' }))).code).toBe(401);
    expect((await envelopeOf(await callApi(['getDictData', { type: 'sys_yes_no' }]))).code).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { findOperation, operationPath } from './operation-meta';

describe('operationPath', () => {
  it('strips origin, /api, query, hash and a trailing slash', () => {
    expect(operationPath('/api/login/sendSms?x=1#h')).toBe('/login/sendSms');
    expect(operationPath('http://localhost:3000/api/captchaImage/')).toBe('/captchaImage');
    expect(operationPath('login/user/getInfo')).toBe('/login/user/getInfo');
    expect(operationPath('/apiary/x')).toBe('/apiary/x');
  });
});

describe('findOperation', () => {
  it('finds an operation with or without the /api base and query string', () => {
    expect(findOperation('POST', '/login/sendSms')?.operationId).toBe('sendSms');
    expect(findOperation('post', '/api/login/sendSms?random=1')?.operationId).toBe('sendSms');
  });

  it('matches {param} segments, one segment each', () => {
    expect(findOperation('GET', '/agent/user/agentLogin/foreign/abc-123')).toMatchObject({
      operationId: 'agentLoginForeign',
      secured: false,
    });
    expect(findOperation('GET', '/dict/data/type/sys_user_sex')?.operationId).toBe('getDictData');
    expect(findOperation('GET', '/dict/data/type/a/b')).toBeUndefined();
    expect(findOperation('GET', '/dict/data/type/')).toBeUndefined();
  });

  it('tells methods apart', () => {
    expect(findOperation('POST', '/agent/user/agentLogin')?.operationId).toBe('agentLogin');
    expect(findOperation('GET', '/agent/user/agentLogin')).toBeUndefined();
  });

  it('carries the contract metadata: token opt-out and the captcha timeout', () => {
    expect(findOperation('GET', '/captchaImage')).toMatchObject({ secured: false, timeoutMs: 20_000 });
    expect(findOperation('GET', '/login/user/getInfo')).toMatchObject({ secured: true });
    expect(findOperation('GET', '/login/user/getInfo')?.timeoutMs).toBeUndefined();
  });

  it('returns undefined for an operation the contract does not know', () => {
    expect(findOperation('GET', '/nowhere')).toBeUndefined();
  });
});

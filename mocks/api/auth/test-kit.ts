import type { LoginData, UserInfo } from '@/shared/api/generated/model';
import { callApi, dataOf } from '../../lib/test-client';
import { demoCredentials } from './tables';

/** Log-ins of the handler tests, as the seeded accounts (tag auth's and agent's operations). */

export async function smsLogin(mobile: string = demoCredentials.individual.mobile): Promise<LoginData> {
  return dataOf<LoginData>(await callApi('smsLogin', { json: { mobile, code: demoCredentials.smsCode } }));
}

export async function agentLogin(username: string, password: string): Promise<LoginData> {
  const captcha = await dataOf<{ uuid: string }>(await callApi('getCaptchaImage'));
  return dataOf<LoginData>(
    await callApi('agentLogin', {
      json: { username, password, code: demoCredentials.alwaysValidCaptcha, uuid: captcha.uuid },
    }),
  );
}

export async function userInfo(token: string): Promise<UserInfo> {
  return dataOf<UserInfo>(await callApi('getInfo', { token }));
}

import { agentLoginFx, fetchUserInfoFx, sessionCleared, smsLoginFx } from '@/entities/session';
import { demoCredentials } from '@mocks/api/auth/tables';
import { afterThisTest } from './after-test';

/** The seeded mock accounts an integration test can sign in as (README, "Mock accounts"). */
export type SeededAccount = 'individual' | 'scholar' | 'agentMain' | 'agentSub';

/**
 * Signs in through the real session effects and the MSW handlers, as the login forms do, and
 * loads the user info; the test then renders the app with `renderApp(path)` (or does both with
 * `openAs(account, path)`). The session is cleared after the test. The mock accepts captcha 8888
 * for any uuid.
 */
export async function signInAs(account: SeededAccount): Promise<void> {
  afterThisTest(sessionCleared, 'last');
  if (account === 'individual' || account === 'scholar') {
    await smsLoginFx({ mobile: demoCredentials[account].mobile, code: demoCredentials.smsCode });
  } else {
    const { username, password } = demoCredentials[account];
    await agentLoginFx({ username, password, code: demoCredentials.alwaysValidCaptcha, uuid: 'test' });
  }
  await fetchUserInfoFx();
}

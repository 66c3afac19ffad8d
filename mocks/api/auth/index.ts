/**
 * What the other tags use of tag `auth`: the accounts and sessions it writes (log-ins, log-outs)
 * and every tag reads, the captcha, and the account as the contract shows it. Its handlers are in
 * handlers.ts, which only mocks/handlers.ts imports, so no tag's face reaches another's handlers.
 */
export { AGENT_MAIN_FUNCTIONS, SEEDED_IDS, avatarPathOf, demoCredentials, seedAccounts, type Account, type AuthTables } from './tables';
export {
  accountName,
  accountOf,
  accountOfToken,
  childCountOf,
  familyOf,
  findAccount,
  issueToken,
  registerIndividual,
  revokeToken,
} from './accounts';
export { captchaAnswerOf, checkCaptcha, createCaptcha, type CaptchaCheck } from './captcha';
export { toLoginData, toUserInfo } from './profiles';

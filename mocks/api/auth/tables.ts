import type { Faker } from '@faker-js/faker';
import type { UserInfoIsAuth } from '@/shared/api/generated/model';
import { imageViewPath } from '../../lib/contract-path';
import { formatDateTime } from '../../lib/date-time';

/**
 * One account of the mock data set. Individual (website) users log in by SMS only, so they carry
 * no password; institution (agent) accounts log in with username, password and captcha.
 */
export interface Account {
  id: number;
  userType: 'website' | 'agent';
  /** Login name: the mobile number for individual users, the account name for agents. */
  userName: string;
  nickName: string;
  mobile: string;
  /** null for individual users, who have no password login. */
  password: string | null;
  /** Path under the API base (`/common/imageView/...`); the client prefixes `/api`, as RuoYi does. */
  avatar: string | null;
  isAuth: UserInfoIsAuth;
  scholar: boolean;
  leftAmount: number;
  /** `YYYY-MM-DD HH:mm:ss` in Beijing time, the backend's format. */
  createTime: string;
  roles: string[];
  /** Agents only: Y for a main account, N for a sub-account. */
  mainAccount?: 'Y' | 'N';
  /** Agents only: the main account a sub-account belongs to. */
  parentId?: number;
  /** Agent main accounts only: the menu keys the institution bought. */
  functionConfig?: string[];
  /** Agents only: `YYYY-MM-DD`, the end of the institution's service. */
  expireDate?: string | null;
  /** The account must set a new password before it may go on (provisional contract field). */
  mustResetPassword: boolean;
  /** Agent sub-accounts: '1' when the main account disabled it (no log-in); '0' or absent otherwise. */
  status?: '0' | '1';
  /** Set by each log-in; absent for seeded accounts until they log in. */
  lastLoginTime?: string;
}

/** The accounts' tables in the store: auth writes them (log-ins, sessions), every tag reads them. */
export interface AuthTables {
  accounts: Account[];
  /** token -> account id. */
  sessions: Map<string, number>;
  /** captcha uuid -> answer; an answer is used up by the first login attempt. */
  captchas: Map<string, string>;
  nextAccountId: number;
}

/**
 * The demo log-ins, in one place: README, Playwright and the tests use these. The SMS code is
 * accepted for any mainland mobile number (an unknown number becomes a new individual user), and
 * the captcha answer `ALWAYS_VALID_CAPTCHA` is accepted for any captcha so that scripted log-ins
 * (Playwright) need not read the image.
 */
export const demoCredentials = {
  smsCode: '123456',
  alwaysValidCaptcha: '8888',
  individual: { mobile: '13800138000', nickName: '张晓明' },
  scholar: { mobile: '13900139000', nickName: '李文博' },
  agentMain: { username: 'agent', password: 'Agent@123', nickName: '江城大学图书馆' },
  agentSub: { username: 'agentsub', password: 'Sub@12345', nickName: '江城大学文学院' },
  agentReset: { username: 'agentreset', password: 'Reset@123', nickName: '江城大学外国语学院' },
  /** `/login/sso-demo-uuid` logs the individual user in; `sso-used` is an expired link. */
  ssoValidId: 'sso-demo-uuid',
  ssoUsedId: 'sso-used',
} as const;

/** Every agent menu key a main account can be given (SPEC §6: the larger agent menu). */
export const AGENT_MAIN_FUNCTIONS: readonly string[] = [
  'checkStatictis',
  'promotionStatictis',
  'subAccount',
  'cardBatch',
  'cardDetails',
  'checkPromotion',
  'ipManage',
];

const AGENT_EXPIRE_DATE = '2027-12-31';
const COLLEGES = ['法学院', '经济管理学院', '化学化工学院', '信息工程学院', '医学院', '马克思主义学院'];

/** Ids of the accounts other seed parts refer to (avatars, the SSO link). */
export const SEEDED_IDS = {
  individual: 1001,
  scholar: 1002,
  agentMain: 2001,
  agentSub: 2002,
  agentReset: 2003,
  agentDisabled: 2006,
} as const;

export function avatarPathOf(accountId: number): string {
  return imageViewPath(`avatar-${accountId}.svg`);
}

/**
 * Builds the seeded accounts. The named accounts are literal so that docs and tests can rely on
 * them; the faker-made parts (creation times, extra sub-accounts) only make the lists look lived
 * in, and stay identical between runs because the caller seeds faker first.
 */
export function seedAccounts(f: Faker): Account[] {
  const createdBetween = (from: string, to: string): string => formatDateTime(f.date.between({ from, to }));

  const individual: Account = {
    id: SEEDED_IDS.individual,
    userType: 'website',
    userName: demoCredentials.individual.mobile,
    nickName: demoCredentials.individual.nickName,
    mobile: demoCredentials.individual.mobile,
    password: null,
    avatar: avatarPathOf(SEEDED_IDS.individual),
    // Not yet authenticated, so the real-name authentication flow can be tried with this user.
    isAuth: 0,
    scholar: false,
    leftAmount: 128.5,
    createTime: createdBetween('2025-03-01T00:00:00+08:00', '2025-09-30T00:00:00+08:00'),
    roles: ['common'],
    mustResetPassword: false,
  };

  const scholar: Account = {
    ...individual,
    id: SEEDED_IDS.scholar,
    userName: demoCredentials.scholar.mobile,
    nickName: demoCredentials.scholar.nickName,
    mobile: demoCredentials.scholar.mobile,
    avatar: avatarPathOf(SEEDED_IDS.scholar),
    isAuth: 2,
    scholar: true,
    leftAmount: 560,
    createTime: createdBetween('2024-05-01T00:00:00+08:00', '2025-02-28T00:00:00+08:00'),
  };

  const agentMain: Account = {
    id: SEEDED_IDS.agentMain,
    userType: 'agent',
    userName: demoCredentials.agentMain.username,
    nickName: demoCredentials.agentMain.nickName,
    mobile: '13600136000',
    password: demoCredentials.agentMain.password,
    avatar: avatarPathOf(SEEDED_IDS.agentMain),
    isAuth: 2,
    scholar: false,
    leftAmount: 12800,
    createTime: createdBetween('2024-01-02T00:00:00+08:00', '2024-03-31T00:00:00+08:00'),
    roles: ['agentLord'],
    mainAccount: 'Y',
    functionConfig: [...AGENT_MAIN_FUNCTIONS],
    expireDate: AGENT_EXPIRE_DATE,
    mustResetPassword: false,
  };

  const subAccount = (id: number, userName: string, nickName: string, mobile: string, password: string): Account => ({
    id,
    userType: 'agent',
    userName,
    nickName,
    mobile,
    password,
    avatar: null,
    isAuth: 2,
    scholar: false,
    leftAmount: f.number.int({ min: 5, max: 60 }) * 100,
    createTime: createdBetween('2024-04-01T00:00:00+08:00', '2026-06-30T00:00:00+08:00'),
    roles: ['agentChild'],
    mainAccount: 'N',
    parentId: agentMain.id,
    expireDate: AGENT_EXPIRE_DATE,
    mustResetPassword: false,
  });

  const agentSub = subAccount(
    SEEDED_IDS.agentSub,
    demoCredentials.agentSub.username,
    demoCredentials.agentSub.nickName,
    '13600136001',
    demoCredentials.agentSub.password,
  );
  const agentReset: Account = {
    ...subAccount(
      SEEDED_IDS.agentReset,
      demoCredentials.agentReset.username,
      demoCredentials.agentReset.nickName,
      '13600136002',
      demoCredentials.agentReset.password,
    ),
    mustResetPassword: true,
  };

  // A few more sub-accounts so the main account's sub-account list and childCount look real; the
  // last one is disabled (status '1'), so the list shows both states and its log-in is refused.
  const extraSubs = f.helpers.arrayElements(COLLEGES, 3).map((college, index, colleges): Account => ({
    ...subAccount(
      2004 + index,
      `jcdx${f.string.numeric(4)}`,
      `江城大学${college}`,
      `1${f.helpers.arrayElement(['35', '58', '86', '77'])}${f.string.numeric(8)}`,
      demoCredentials.agentSub.password,
    ),
    ...(index === colleges.length - 1 ? { status: '1' as const } : {}),
  }));

  return [individual, scholar, agentMain, agentSub, agentReset, ...extraSubs];
}

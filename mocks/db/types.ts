import type { UserInfoIsAuth } from '@/shared/api/generated/model';

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

/** An uploaded (or seeded) file, with its bytes, so downloads return what was uploaded. */
export interface StoredFile {
  id: string;
  /** The stored name, unique, used by `/common/imageView/{fileName}`. */
  fileName: string;
  /** The name the user's file had. */
  originalFilename: string;
  /** MIME type; `application/octet-stream` when the browser sent none. */
  type: string;
  bytes: ArrayBuffer;
  createTime: string;
}

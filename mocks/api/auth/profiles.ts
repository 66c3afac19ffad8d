import type { LoginData, UserInfo } from '@/shared/api/generated/model';
import { childCountOf } from './accounts';
import type { Account } from './tables';

/**
 * What `GET /login/user/getInfo` answers for an account (SPEC §3 "Info response fields"). The
 * caller settles the account's reviews first (getInfo, the centers' access check), so an
 * application whose review time is up shows as approved.
 */
export function toUserInfo(account: Account): UserInfo {
  const info: UserInfo = {
    id: account.id,
    userName: account.userName,
    nickName: account.nickName,
    avatar: account.avatar,
    isAuth: account.isAuth,
    userType: account.userType,
    scholar: account.scholar,
    leftAmount: account.leftAmount,
    mobile: account.mobile,
    createTime: account.createTime,
    roles: account.roles,
    permissions: [],
  };
  if (account.userType === 'agent') {
    info.mainAccount = account.mainAccount ?? 'N';
    info.childCount = childCountOf(account);
    info.expireDate = account.expireDate ?? null;
  }
  return info;
}

/** The login response's data (SPEC §3 "Login response fields"). */
export function toLoginData(account: Account, token: string): LoginData {
  const data: LoginData = { token, mobile: account.mobile };
  if (account.avatar) data.avatar = account.avatar;
  if (account.userType === 'agent') {
    const isMain = account.mainAccount === 'Y';
    data.LOGIN_TYPE = isMain ? 'agentLord' : 'agentChild';
    if (isMain) data.functionConfig = account.functionConfig ?? [];
    data.resetPassword = account.mustResetPassword;
  }
  return data;
}

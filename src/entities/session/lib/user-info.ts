import type { UserInfo, UserInfoResult } from '@/shared/api/generated/model';
import { parseUserType, type AgentType, type UserType } from './role';

/** What the user info puts into the session (SPEC §3 "Info response fields read"). */
export interface UserInfoSession {
  userId: number;
  name: string;
  nickName: string;
  avatar: string;
  /** isAuth: 0 none, 1 pending, 2 passed, 3 refused. */
  authStatus: number | null;
  userType: UserType | null;
  agentType: AgentType | null;
  expertFlag: boolean;
  leftAmount: number | null;
  mobile: string;
  childCount: number | null;
  expireDate: string | null;
  createTime: string | null;
  roles: string[];
  permissions: string[];
}

/** SPEC §4: a get-info response without data is a rejection; the response is passed on. */
export function acceptUserInfoResponse(response: UserInfoResult): UserInfo {
  if (typeof response.data !== 'object' || response.data === null) throw response;
  return response.data;
}

/** Maps the info fields; an agent is a main account when mainAccount is Y, else a sub-account. */
export function userInfoSession(info: UserInfo): UserInfoSession {
  const userType = parseUserType(info.userType);
  return {
    userId: info.id,
    name: info.userName ?? '',
    nickName: info.nickName ?? '',
    avatar: info.avatar ?? '',
    authStatus: info.isAuth ?? null,
    userType,
    agentType: userType === 'agent' ? (info.mainAccount === 'Y' ? 'agentLord' : 'agentChild') : null,
    expertFlag: info.scholar === true,
    leftAmount: info.leftAmount ?? null,
    mobile: info.mobile ?? '',
    childCount: info.childCount ?? null,
    expireDate: info.expireDate ?? null,
    createTime: info.createTime ?? null,
    roles: [...(info.roles ?? [])],
    permissions: [...(info.permissions ?? [])],
  };
}

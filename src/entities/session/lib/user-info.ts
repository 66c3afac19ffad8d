import { isApiError } from '@/shared/api';
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
  if (!response.data) throw response;
  return response.data;
}

/** The kinds of ApiError that are the backend's answer "no": a 401 or another non-200 code. */
const REFUSING_KINDS = ['unauthorized', 'forbidden', 'notFound', 'server', 'business'] as const;

function isRefusingKind(kind: string): kind is (typeof REFUSING_KINDS)[number] {
  return (REFUSING_KINDS as readonly string[]).includes(kind);
}

/** Why the backend refused the session's user info: the ApiError kind, or 'noData' (SPEC §4). */
export interface UserInfoRefusal {
  reason: 'noData' | (typeof REFUSING_KINDS)[number];
}

/**
 * Whether a failed info fetch is a refusal of the session (SPEC §4 "on failure ... cleared"):
 * a 401, a non-200 code, or an answer without data (the response itself is the failure).
 * Everything else is no verdict on the session and keeps it: no answer at all (network,
 * timeout, cancelled), data that breaks the contract ('contract'), an HTTP status
 * without an envelope (a gateway's 502) or a body that is not the envelope (a proxy's page).
 */
export function userInfoRefusal(failure: unknown): UserInfoRefusal | null {
  if (!isApiError(failure)) return { reason: 'noData' };
  // The contract check rejects an answer without data before acceptUserInfoResponse sees it;
  // SPEC §4 still calls that a rejection, unlike data of the wrong shape.
  if (failure.kind === 'contract' && !hasData(failure.body)) return { reason: 'noData' };
  return isRefusingKind(failure.kind) ? { reason: failure.kind } : null;
}

function hasData(body: unknown): boolean {
  // Not an answer the contract check let through: the raw envelope it refused (ApiError.body), any shape.
  return typeof body === 'object' && body !== null && (body as { data?: unknown }).data != null;
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

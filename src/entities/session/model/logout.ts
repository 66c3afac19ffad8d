import { attach, createEffect, createEvent, sample } from 'effector';
import type { ApiError } from '@/shared/api';
import type { EmptyResponse } from '@/shared/api/generated/model';
import type { UserType } from '../lib/role';
import { $userType, credentialsCleared, tokenCleared } from './session';

/** Who left: the app routes institutions to /agentLogin and everyone else home. */
export interface LoggedOut {
  userType: UserType | null;
}

/**
 * POST /sys/logout. Its parameter is the user type of the user who is leaving, taken when the
 * logout starts (by `logoutFx` below), so `loggedOut` can name it after the stores are cleared.
 */
export const logoutRequestFx = createEffect<UserType | null, EmptyResponse, ApiError>(async () =>
  // Loaded with the call: see api.ts.
  (await import('@/shared/api/generated/endpoints/auth/auth')).logout(),
);

/** Logs out on the server, then locally (see the samples below). */
export const logoutFx = attach({ source: $userType, effect: logoutRequestFx });

/** SPEC §4 local-only logout: clears only the token; no server call, no `loggedOut`. */
export const localLogout = createEvent();

/** A logout finished, whether the server agreed or not; the session is already cleared. */
export const loggedOut = createEvent<LoggedOut>();

// SPEC §4: after the server call succeeds, clear its list. The stores it does not name
// (name, nickName, userId, authStatus, expertFlag, expireDate, childCount, createTime,
// resetPassword) stay until the next login or user info overwrites them; with no token
// $role is anonymous and $isScholar false, so nothing reads them as a logged-in user.
sample({ clock: logoutRequestFx.done, target: credentialsCleared });
// The server did not confirm (offline, expired token...): still drop the token, so the user
// is never stuck logged in; this is the local-only logout.
sample({ clock: logoutRequestFx.fail, target: tokenCleared });
sample({ clock: logoutRequestFx.finally, fn: ({ params }): LoggedOut => ({ userType: params }), target: loggedOut });

sample({ clock: localLogout, target: tokenCleared });

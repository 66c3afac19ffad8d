import { attach, createEffect, createEvent, sample } from 'effector';
import type { ApiError } from '@/shared/api';
import type { EmptyResponse } from '@/shared/api/generated/model';
import type { UserType } from '../lib/role';
import { $token, $userType, credentialsCleared, tokenCleared } from './session';

/** Who left: the app routes institutions to /agentLogin and everyone else home. */
export interface LoggedOut {
  userType: UserType | null;
  /** The token that left; the other tabs compare it with theirs. */
  token: string;
}

/**
 * POST /sys/logout. Its parameter is the session that is leaving, taken when the logout starts
 * (by `logoutFx` below), so `loggedOut` can name it after the stores are cleared.
 */
export const logoutRequestFx = createEffect<LoggedOut, EmptyResponse, ApiError>(async () =>
  // Loaded with the call: see api.ts.
  // Silent: the logout action says itself what a failed logout means (退出登录失败，已在本机退出).
  (await import('@/shared/api/generated/endpoints/auth/auth')).logout({ silent: true }),
);

/** Logs out on the server, then locally (see the samples below). */
export const logoutFx = attach({ source: { userType: $userType, token: $token }, effect: logoutRequestFx });

/** SPEC §4 local-only logout: clears only the token; no server call, no `loggedOut`. */
export const localLogout = createEvent();

/** A logout finished, whether the server agreed or not; the session is already cleared. */
export const loggedOut = createEvent<LoggedOut>();

// The answer counts only while the session that asked still holds: when another login (here
// or in another tab) replaced it meanwhile, the late answer must not end the new one.
// Read on `finally`, which fires before `done`/`fail` and so before any clearing below.
const ended = sample({
  clock: logoutRequestFx.finally,
  source: $token,
  filter: (token, { params }) => token === params.token,
  fn: (_, settled) => settled,
});

// SPEC §4: clear its list, and every session cookie. Also when the server did not confirm
// (offline, expired token...): the user asked to leave, and on a shared computer nothing of the
// session (user type, institution type, nickname) may stay behind. What stays in memory:
// userAfterLogout (lib/session-user.ts).
sample({ clock: ended, target: credentialsCleared });
sample({ clock: ended, fn: ({ params }): LoggedOut => params, target: loggedOut });

sample({ clock: localLogout, target: tokenCleared });

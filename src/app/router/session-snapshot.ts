import { attach, combine, createStore, sample } from 'effector';
import {
  $agentMenusConfig,
  $isScholar,
  $nickName,
  $resetPassword,
  $role,
  $token,
  fetchUserInfoFx,
  sessionCleared,
  userInfoReceived,
} from '@/entities/session';
import type { GuardSession } from './guard';

/**
 * The router context is the one place that reads the session's current values (STYLE rule 7):
 * the guard runs outside React, once per navigation.
 */
const $guardSession = combine(
  { role: $role, isScholar: $isScholar, resetPassword: $resetPassword, nickName: $nickName, functionConfig: $agentMenusConfig },
  (s): GuardSession => s,
);

export function readGuardSession(): GuardSession {
  return $guardSession.getState();
}

/** The token whose user info has been loaded; the info is fetched once per token. */
const $infoLoadedFor = createStore<string | null>(null).reset(sessionCleared);
sample({ clock: userInfoReceived, source: $token, target: $infoLoadedFor });

/**
 * The guard's own info fetch, apart from the pages' refreshes: a refusal it meets is routed by
 * the guard (by the target of the navigation), so the app's routing of refusals
 * (session-wiring.ts) leaves alone the ones that arrive while this is pending.
 */
const guardUserInfoFx = attach({ effect: fetchUserInfoFx });
export const $guardCheckingInfo = guardUserInfoFx.pending;

/**
 * - `ok`: the info of the current token is loaded;
 * - `none`: no token;
 * - `refused`: the backend refused it; the session is cleared (SPEC §4), the guard routes;
 * - `unavailable`: no answer (network, timeout...): the session stays, `error` says why, and
 *   the next navigation asks again.
 */
export type UserInfoCheck = { status: 'ok' | 'none' | 'refused' } | { status: 'unavailable'; error: unknown };

/** One request per token at a time: navigations racing at start share it. */
const inflight = new Map<string, Promise<unknown>>();

/**
 * Loads the user info of the current token once. When the session changed while the request
 * was out (a logout, another login, another tab), its answer was ignored by the session model
 * and the current session is checked instead.
 */
export async function ensureUserInfo(): Promise<UserInfoCheck> {
  const token = $token.getState();
  if (token === '') return { status: 'none' };
  if ($infoLoadedFor.getState() === token) return { status: 'ok' };
  let request = inflight.get(token);
  if (!request) {
    request = guardUserInfoFx()
      .then(
        () => undefined,
        (error: unknown) => error,
      )
      .finally(() => inflight.delete(token));
    inflight.set(token, request);
  }
  const error = await request;
  const now = $token.getState();
  if (now === token) return $infoLoadedFor.getState() === token ? { status: 'ok' } : { status: 'unavailable', error };
  // Cleared while asking: refused (or logged out meanwhile); either way the guard routes as SPEC §4 says.
  if (now === '') return { status: 'refused' };
  return ensureUserInfo();
}

/** Resolves once the forced password reset is done or the user is no longer logged in. */
export function waitUntilPasswordReset(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      resolve();
    };
    const unsubscribe = $guardSession.watch((s) => {
      if (!s.resetPassword || s.role === 'anonymous') queueMicrotask(done);
    });
    signal.addEventListener('abort', done, { once: true });
  });
}

import { attach, combine, createStore, sample } from 'effector';
import {
  $agentMenusConfig,
  $isScholar,
  $nickName,
  $resetPassword,
  $role,
  $token,
  fetchUserInfoFx,
  logoutFx,
  sessionCleared,
  userInfoReceived,
} from '@/entities/session';
import type { RouterSession, UserInfoCheck } from './context';
import type { GuardSession } from './guard';

/*
 * The session model as the router's context gives it to the guard (context.ts `RouterSession`).
 * The guard runs outside React, once per navigation: this is the one place that reads the
 * session's current values for it (STYLE rule 7).
 */
const $guardSession = combine(
  { role: $role, isScholar: $isScholar, resetPassword: $resetPassword, nickName: $nickName, functionConfig: $agentMenusConfig },
  (s): GuardSession => s,
);

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

/** One request per token at a time: navigations racing at start share it. */
const inflight = new Map<string, Promise<unknown>>();

/**
 * Loads the user info of the current token once. When the session changed while the request
 * was out (a logout, another login, another tab), its answer was ignored by the session model
 * and the current session is checked instead.
 */
async function ensureUserInfo(): Promise<UserInfoCheck> {
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

function untilPasswordReset(signal: AbortSignal): Promise<void> {
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

/** The app's session for the router's context (main.tsx, server.tsx, the test kit). */
export const appSession: RouterSession = {
  current: () => $guardSession.getState(),
  ensureUserInfo,
  untilPasswordReset,
  // The app routes on `loggedOut` (home for personal users, agent login for institutions).
  logout: () =>
    logoutFx().then(
      () => undefined,
      () => undefined,
    ),
};

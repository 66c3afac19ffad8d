import { combine, createStore, sample } from 'effector';
import {
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
  { role: $role, isScholar: $isScholar, resetPassword: $resetPassword, nickName: $nickName },
  (s): GuardSession => s,
);

export function readGuardSession(): GuardSession {
  return $guardSession.getState();
}

/** The token whose user info has been loaded; the info is fetched once per token. */
const $infoLoadedFor = createStore<string | null>(null).reset(sessionCleared);
sample({ clock: userInfoReceived, source: $token, target: $infoLoadedFor });

let inflight: Promise<'ok' | 'failed'> | null = null;

/**
 * Loads the user info once (single-flight: navigations racing at start share one request).
 * 'none' without a token; 'failed' when the fetch failed, after which the session is cleared.
 */
export function ensureUserInfo(): Promise<'ok' | 'failed' | 'none'> {
  const token = $token.getState();
  if (token === '') return Promise.resolve('none');
  if ($infoLoadedFor.getState() === token) return Promise.resolve('ok');
  inflight ??= fetchUserInfoFx()
    .then(
      () => 'ok' as const,
      () => 'failed' as const,
    )
    .finally(() => {
      inflight = null;
    });
  return inflight;
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

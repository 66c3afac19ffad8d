import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { ERROR_MESSAGES } from '@/shared/api';
import { sessionExpired } from '@/shared/api';
import { getNewsAppBridge, isInNewsApp } from '@/shared/lib/bridge';
import { fetchUserInfoFx } from './login';
import { logoutFx } from './logout';
import { readSavedToken } from './persistence';
import { $token, $tokenExpiresAt, tokenCleared } from './session';

/** Shows the expiry prompt; resolves true when the user chooses to log in again. */
export type ExpiryPrompt = (message: string) => Promise<boolean>;

// Until the app installs the confirm dialog, the user stays where they are.
const stayOnPage: ExpiryPrompt = () => Promise.resolve(false);
let expiryPrompt: ExpiryPrompt = stayOnPage;

/**
 * The app wires the confirm dialog here (src/app/session-wiring.ts); null restores the default.
 * A plain module variable, not a store: the dialog is a UI function, not session state.
 */
export function setExpiryPromptHandler(prompt: ExpiryPrompt | null): void {
  expiryPrompt = prompt ?? stayOnPage;
}

export const showExpiryPromptFx = createEffect<string, boolean>((message) => expiryPrompt(message));

/** True while the expiry prompt is open: further 401s are ignored (single-flight). */
export const $expiryPromptOpen = createStore(false);
// Reset on finally, i.e. on done and on fail, so a failing dialog cannot block future prompts.
$expiryPromptOpen.on(showExpiryPromptFx, () => true).reset(showExpiryPromptFx.finally);

/** Whether the page runs inside the news app; the user agent does not change while it runs. */
export const $inNewsApp = createStore(isInNewsApp());

/** The app's own login screen replaces the prompt inside the news app (SPEC §4, §8). */
export const newsAppLoginFx = createEffect(() => {
  getNewsAppBridge()?.login();
});

/** The token the last expiry prompt was raised for. */
const $promptedFor = createStore('');

/*
 * Whose 401 it is: the client reports the token the failed request carried (none: absent).
 * A 401 for another token than the session's (a late answer to a token that has since been
 * logged out or replaced, or to a call sent without one) says nothing about this session.
 */
const sentWith = (expired: { token?: string }) => expired.token ?? '';

const expiredNow = sample({
  clock: sessionExpired,
  source: {
    token: $token,
    open: $expiryPromptOpen,
    inNewsApp: $inNewsApp,
    loggingOut: logoutFx.pending,
    checkingInfo: fetchUserInfoFx.pending,
  },
  // A visitor without a session (e.g. a call the contract secures, made anonymously, like
  // WeChat's share signature) has nothing to expire. A 401 answering the logout itself (its
  // token has expired) is no reason to ask again, and one answering the user-info check is
  // handled there: the session is cleared and the app routes the user (SPEC §4), so a prompt
  // offering to stay would be wrong.
  filter: ({ token, open, inNewsApp, loggingOut, checkingInfo }, expired) =>
    token !== '' && sentWith(expired) === token && !open && !inNewsApp && !loggingOut && !checkingInfo,
  fn: ({ token }) => token,
});
sample({ clock: expiredNow, target: $promptedFor });
sample({ clock: expiredNow, fn: () => ERROR_MESSAGES.sessionExpiredPrompt, target: showExpiryPromptFx });

// Inside the news app a 401 means "log in with the app" (SPEC §4, §8), also when this page
// knows no session: a call sent without a token was refused, so the visitor needs one. A late
// 401 for a token the page no longer holds (logged out, or replaced) is left alone.
sample({
  clock: sessionExpired,
  source: { token: $token, inNewsApp: $inNewsApp },
  filter: ({ token, inNewsApp }, expired) => inNewsApp && sentWith(expired) === token,
  target: [tokenCleared, newsAppLoginFx],
});

// Confirm: log out, unless the session changed while the prompt was open (another tab logged
// in as someone else): the prompt was about the old one. `loggedOut` then carries the user
// type the app routes by. Cancel: stay.
sample({
  clock: showExpiryPromptFx.done,
  source: { token: $token, promptedFor: $promptedFor },
  filter: ({ token, promptedFor }, { result }) => result && token === promptedFor,
  fn: () => undefined,
  target: logoutFx,
});

/*
 * The token's lifetime (SPEC §3: the token cookie may come with an expiry) runs out while the tab
 * is open: its cookie is gone, and the next request would leave without it. The session says so
 * when it happens, with the same prompt as a 401, instead of failing silently later. (The HTTP
 * client also checks, when a request is about to leave without the token memory has.)
 */
const tokenLifetimeOver = createEvent<string>();
/** setTimeout's delay is a signed 32-bit number: a longer lifetime is waited for in steps. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;
/** The cookie runs out with the token, to the second: look a moment after. */
const COOKIE_GRACE_MS = 1000;
let lifetimeTimer: ReturnType<typeof setTimeout> | undefined;

const scheduleLifetimeFx = createEffect(({ token, expiresAt }: { token: string; expiresAt: number | null }) => {
  clearTimeout(lifetimeTimer);
  lifetimeTimer = undefined;
  if (token === '' || expiresAt === null) return;
  const over = scopeBind(tokenLifetimeOver, { safe: true });
  const wait = () => {
    const left = expiresAt + COOKIE_GRACE_MS - Date.now();
    lifetimeTimer = left > LONGEST_TIMEOUT_MS ? setTimeout(wait, LONGEST_TIMEOUT_MS) : setTimeout(() => over(token), Math.max(left, 0));
  };
  wait();
});

const lifetimeWatchStarted = createEvent();
sample({
  clock: [lifetimeWatchStarted, $token.updates, $tokenExpiresAt.updates],
  source: { token: $token, expiresAt: $tokenExpiresAt },
  target: scheduleLifetimeFx,
});
// Only if the cookie is really gone, and the session still is the one the timer was set for.
sample({
  clock: tokenLifetimeOver,
  source: $token,
  filter: (token, over) => token === over && readSavedToken() === '',
  fn: (token) => ({ message: ERROR_MESSAGES.unauthorized, token }),
  target: sessionExpired,
});

/** Starts the timer of the token's lifetime (restarted at each login and logout); returns the stop. */
export function watchTokenLifetime(): () => void {
  lifetimeWatchStarted();
  return () => {
    clearTimeout(lifetimeTimer);
    lifetimeTimer = undefined;
  };
}

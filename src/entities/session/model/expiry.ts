import { createEffect, createStore, sample } from 'effector';
import { ERROR_MESSAGES } from '@/shared/api';
import { sessionExpired } from '@/shared/api';
import { getNewsAppBridge, isInNewsApp } from '@/shared/lib/bridge';
import { fetchUserInfoFx } from './login';
import { logoutFx } from './logout';
import { $token, tokenCleared } from './session';

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

/**
 * A 401 for a visitor who holds no session (e.g. a call the contract secures, made anonymously,
 * like WeChat's share signature) has nothing to expire: no prompt, no app login.
 */
const $hasSession = $token.map(Boolean);

sample({
  clock: sessionExpired,
  source: {
    hasSession: $hasSession,
    open: $expiryPromptOpen,
    inNewsApp: $inNewsApp,
    loggingOut: logoutFx.pending,
    checkingInfo: fetchUserInfoFx.pending,
  },
  // A 401 answering the logout itself (its token has expired) is no reason to ask again, and
  // one answering the user-info check is handled there: the session is cleared and the guard
  // routes the user (SPEC §4), so a prompt offering to stay would be wrong.
  filter: ({ hasSession, open, inNewsApp, loggingOut, checkingInfo }) => hasSession && !open && !inNewsApp && !loggingOut && !checkingInfo,
  fn: () => ERROR_MESSAGES.sessionExpiredPrompt,
  target: showExpiryPromptFx,
});

sample({ clock: sessionExpired, source: { hasSession: $hasSession, inNewsApp: $inNewsApp }, filter: ({ hasSession, inNewsApp }) => hasSession && inNewsApp, target: [tokenCleared, newsAppLoginFx] });

// Confirm: log out; `loggedOut` then carries the user type the app routes by. Cancel: stay.
sample({ clock: showExpiryPromptFx.doneData, filter: (confirmed) => confirmed, target: logoutFx });

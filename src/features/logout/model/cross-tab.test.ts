import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, sample } from 'effector';
import { waitFor } from '@testing-library/react';
import { $nickName, $token, $userType, logoutFx, sessionCleared, smsLoginFx, tokenFingerprint } from '@/entities/session';
import { resetDuplicateGuard } from '@/shared/api';
import { COOKIE_NICK_NAME, COOKIE_TOKEN, COOKIE_USER_TYPE } from '@/shared/config';
import { readCookie, removeCookie, writeCookie } from '@/shared/lib/cookies';
import { accountSwitchedElsewhere, loggedOutElsewhere, startCrossTabLogout } from './cross-tab';

// The token as it was when the fact fired: whoever routes on it must find the session gone.
const $tokenWhenTold = createStore<string | null>(null);
sample({ clock: loggedOutElsewhere, source: $token, target: $tokenWhenTold });

const told = vi.fn();
const switched = vi.fn();
let stops: Array<() => void> = [];
let unwatch: Array<() => void> = [];

/** Another tab of the portal, as seen from this one. */
function otherTab() {
  const channel = new BroadcastChannel('portal-session');
  const received: unknown[] = [];
  channel.onmessage = (event: MessageEvent) => received.push(event.data);
  stops.push(() => channel.close());
  return { channel, received };
}

function start() {
  stops.push(startCrossTabLogout());
}

/** Lets channel messages already posted arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

const login = () => smsLoginFx({ mobile: '13800138000', code: '123456' });

/** What another tab sends when `token` logged out there. */
const loggedOutThere = (token: string, userType = 'website') => ({ type: 'logged-out', userType, session: tokenFingerprint(token) });

/** Another tab logged in as someone else: the cookies every tab shares now hold that session. */
function otherTabLoggedIn(token: string) {
  writeCookie(COOKIE_TOKEN, token);
  writeCookie(COOKIE_USER_TYPE, 'agent');
  writeCookie(COOKIE_NICK_NAME, '华东图书馆');
}

beforeEach(() => {
  resetDuplicateGuard();
  told.mockClear();
  switched.mockClear();
  unwatch = [loggedOutElsewhere.watch(told).unsubscribe, accountSwitchedElsewhere.watch(switched).unsubscribe];
});
afterEach(() => {
  unwatch.forEach((stop) => stop());
  stops.forEach((stop) => stop());
  stops = [];
  vi.unstubAllGlobals();
  sessionCleared();
});

describe('cross-tab logout (BroadcastChannel)', () => {
  it('a logout in another tab of this tab’s token logs this tab out and tells the app', async () => {
    await login();
    const mine = $token.getState();
    start();
    removeCookie(COOKIE_TOKEN);
    otherTab().channel.postMessage(loggedOutThere(mine, 'agent'));
    await waitFor(() => expect(told).toHaveBeenCalledWith({ userType: 'agent', token: mine }));
    expect($token.getState()).toBe('');
    expect($tokenWhenTold.getState()).toBe('');
  });

  it('a logout in another tab of another token leaves this tab logged in', async () => {
    await login();
    const mine = $token.getState();
    start();
    otherTab().channel.postMessage(loggedOutThere('token-of-someone-else'));
    await settle();
    expect(told).not.toHaveBeenCalled();
    expect($token.getState()).toBe(mine);
    expect(readCookie(COOKIE_TOKEN)).toBe(mine);
  });

  it('a logout of this token whose tab has already logged in as B: this tab follows B, and keeps B’s cookie', async () => {
    await login();
    const mine = $token.getState();
    start();
    otherTabLoggedIn('token-B');
    otherTab().channel.postMessage(loggedOutThere(mine));
    await waitFor(() => expect(switched).toHaveBeenCalledOnce());
    expect(told).not.toHaveBeenCalled();
    expect($token.getState()).toBe('token-B');
    expect($userType.getState()).toBe('agent');
    expect(readCookie(COOKIE_TOKEN)).toBe('token-B');
  });

  it('a logout in this tab is announced to the others with whose token it was', async () => {
    await login();
    const mine = $token.getState();
    start();
    const other = otherTab();
    await logoutFx();
    await waitFor(() => expect(other.received).toEqual([{ type: 'logged-out', userType: 'website', session: tokenFingerprint(mine) }]));
    // Never the token itself (the storage fallback writes messages to localStorage).
    expect(JSON.stringify(other.received)).not.toContain(mine);
    // This tab was told nothing: its own logout is `loggedOut`, not `loggedOutElsewhere`.
    expect(told).not.toHaveBeenCalled();
  });

  it('ignores the news when this tab is not logged in, and ignores foreign messages', async () => {
    start();
    const other = otherTab();
    other.channel.postMessage(loggedOutThere('whatever'));
    await settle();
    await login();
    other.channel.postMessage({ type: 'something-else' });
    other.channel.postMessage('logged-out');
    other.channel.postMessage(null);
    await settle();
    expect(told).not.toHaveBeenCalled();
    expect($token.getState()).not.toBe('');
  });

  it('a message of an older version (no token named) is checked against the cookie', async () => {
    await login();
    start();
    const other = otherTab();
    // The cookie still holds this tab's token: the logout was someone else's.
    other.channel.postMessage({ type: 'logged-out', userType: 'website' });
    await settle();
    expect(told).not.toHaveBeenCalled();
    removeCookie(COOKIE_TOKEN);
    other.channel.postMessage({ type: 'logged-out', userType: 'website' });
    await waitFor(() => expect(told).toHaveBeenCalledOnce());
    expect($token.getState()).toBe('');
  });

  it('stops listening when stopped', async () => {
    await login();
    const mine = $token.getState();
    const stop = startCrossTabLogout();
    stop();
    otherTab().channel.postMessage(loggedOutThere(mine));
    await settle();
    expect(told).not.toHaveBeenCalled();
    expect($token.getState()).not.toBe('');
  });
});

describe('the shared cookies, checked when the tab comes back', () => {
  it('a token cookie that vanished meanwhile logs the tab out', async () => {
    await login();
    const mine = $token.getState();
    start();
    removeCookie(COOKIE_TOKEN);
    window.dispatchEvent(new Event('focus'));
    expect(told).toHaveBeenCalledWith({ userType: 'website', token: mine });
    expect($token.getState()).toBe('');
  });

  it('a token cookie of another account is a login elsewhere, not a logout: this tab follows it', async () => {
    await login();
    start();
    otherTabLoggedIn('token-B');
    window.dispatchEvent(new Event('focus'));
    expect(told).not.toHaveBeenCalled();
    expect(switched).toHaveBeenCalledOnce();
    expect($token.getState()).toBe('token-B');
    expect($userType.getState()).toBe('agent');
    expect($nickName.getState()).toBe('华东图书馆');
    // Nothing of the shared session was removed.
    expect(readCookie(COOKIE_TOKEN)).toBe('token-B');
  });

  it('a login in another tab is announced: a visible tab that never lost the focus follows it at once', async () => {
    await login();
    start();
    const there = otherTab();
    otherTabLoggedIn('token-B');
    // No focus or visibility change here: only the other tab's message.
    there.channel.postMessage({ type: 'logged-in', session: tokenFingerprint('token-B') });
    await waitFor(() => expect(switched).toHaveBeenCalledOnce());
    expect($token.getState()).toBe('token-B');
    expect(told).not.toHaveBeenCalled();
  });

  it('a login in this tab is announced to the others, by its token’s fingerprint only', async () => {
    start();
    const there = otherTab();
    await login();
    await waitFor(() => expect(there.received).toContainEqual({ type: 'logged-in', session: tokenFingerprint($token.getState()) }));
    expect(JSON.stringify(there.received)).not.toContain($token.getState());
  });

  it('a login in another tab while this one was logged out is followed too; an unchanged cookie does nothing', async () => {
    start();
    window.dispatchEvent(new Event('focus'));
    expect(switched).not.toHaveBeenCalled();
    otherTabLoggedIn('token-B');
    window.dispatchEvent(new Event('focus'));
    expect(switched).toHaveBeenCalledOnce();
    expect($token.getState()).toBe('token-B');
    window.dispatchEvent(new Event('focus'));
    expect(switched).toHaveBeenCalledOnce();
    expect(told).not.toHaveBeenCalled();
  });
});

describe('cross-tab logout without BroadcastChannel (storage fallback)', () => {
  it('a storage event from another tab logs this tab out; a logout here writes one', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    await login();
    start();
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'portal-session:message',
        newValue: JSON.stringify({ message: loggedOutThere($token.getState()), nonce: '1' }),
      }),
    );
    expect(told).toHaveBeenCalledWith(expect.objectContaining({ userType: 'website' }));
    expect($token.getState()).toBe('');

    resetDuplicateGuard();
    await login();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    await logoutFx();
    expect(setItem).toHaveBeenCalledWith('portal-session:message', expect.stringContaining('"type":"logged-out"'));
    expect(localStorage.getItem('portal-session:message')).toBeNull();
    setItem.mockRestore();
  });
});

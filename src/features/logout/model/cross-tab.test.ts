import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, sample } from 'effector';
import { waitFor } from '@testing-library/react';
import { $token, logoutFx, sessionCleared, smsLoginFx } from '@/entities/session';
import { resetDuplicateGuard } from '@/shared/api';
import { COOKIE_TOKEN } from '@/shared/config';
import { removeCookie } from '@/shared/lib/cookies';
import { loggedOutElsewhere, startCrossTabLogout } from './cross-tab';

// The token as it was when the fact fired: whoever routes on it must find the session gone.
const $tokenWhenTold = createStore<string | null>(null);
sample({ clock: loggedOutElsewhere, source: $token, target: $tokenWhenTold });

const told = vi.fn();
let stops: Array<() => void> = [];
let unwatch: () => void = () => {};

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

beforeEach(() => {
  resetDuplicateGuard();
  told.mockClear();
  unwatch = loggedOutElsewhere.watch(told).unsubscribe;
});
afterEach(() => {
  unwatch();
  stops.forEach((stop) => stop());
  stops = [];
  vi.unstubAllGlobals();
  sessionCleared();
});

describe('cross-tab logout (BroadcastChannel)', () => {
  it('a logout in another tab logs this tab out and tells the app', async () => {
    await login();
    start();
    otherTab().channel.postMessage({ type: 'logged-out', userType: 'agent' });
    await waitFor(() => expect(told).toHaveBeenCalledWith({ userType: 'agent' }));
    expect($token.getState()).toBe('');
    expect($tokenWhenTold.getState()).toBe('');
  });

  it('a logout in this tab is announced to the others', async () => {
    await login();
    start();
    const other = otherTab();
    await logoutFx();
    await waitFor(() => expect(other.received).toEqual([{ type: 'logged-out', userType: 'website' }]));
    // This tab was told nothing: its own logout is `loggedOut`, not `loggedOutElsewhere`.
    expect(told).not.toHaveBeenCalled();
  });

  it('ignores the news when this tab is not logged in, and ignores foreign messages', async () => {
    start();
    const other = otherTab();
    other.channel.postMessage({ type: 'logged-out', userType: 'website' });
    await settle();
    await login();
    other.channel.postMessage({ type: 'something-else' });
    other.channel.postMessage('logged-out');
    other.channel.postMessage(null);
    await settle();
    expect(told).not.toHaveBeenCalled();
    expect($token.getState()).not.toBe('');
  });

  it('stops listening when stopped', async () => {
    await login();
    const stop = startCrossTabLogout();
    stop();
    otherTab().channel.postMessage({ type: 'logged-out', userType: 'website' });
    await settle();
    expect(told).not.toHaveBeenCalled();
    expect($token.getState()).not.toBe('');
  });

  it('a token cookie that vanished meanwhile logs the tab out when it comes back', async () => {
    await login();
    start();
    removeCookie(COOKIE_TOKEN);
    window.dispatchEvent(new Event('focus'));
    expect(told).toHaveBeenCalledWith({ userType: 'website' });
    expect($token.getState()).toBe('');
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
        newValue: JSON.stringify({ message: { type: 'logged-out', userType: 'website' }, nonce: '1' }),
      }),
    );
    expect(told).toHaveBeenCalledWith({ userType: 'website' });
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

import { useEffect, useEffectEvent, useRef, useSyncExternalStore } from 'react';

/** What the banner says: the browser is offline, it just came back, or nothing. */
export type NetworkNotice = 'offline' | 'restored' | null;

export const NETWORK_TEXT = {
  offline: '网络已断开，请检查网络连接',
  restored: '网络已恢复',
} as const;

/** How long 「网络已恢复」 stays. */
export const RESTORED_NOTICE_MS = 3000;

/*
 * The browser's own view (`navigator.onLine` and its online/offline events), not failed requests:
 * a phone in a tunnel is told at once, before anything fails. One module-level store, listened to
 * while something on screen subscribes.
 */
const listeners = new Set<() => void>();
let notice: NetworkNotice = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/** What the browser says now, before anything listens for its events. */
function browserNotice(): NetworkNotice {
  return navigator.onLine ? null : 'offline';
}

function emit() {
  listeners.forEach((listener) => listener());
}

function onNetworkChange() {
  clearTimeout(timer);
  if (!navigator.onLine) notice = 'offline';
  else if (notice === 'offline') {
    notice = 'restored';
    timer = setTimeout(() => {
      // Still online when 「网络已恢复」 goes (the browser's word, not what the notice said).
      notice = navigator.onLine ? null : 'offline';
      emit();
    }, RESTORED_NOTICE_MS);
  }
  emit();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    notice = browserNotice();
    window.addEventListener('online', onNetworkChange);
    window.addEventListener('offline', onNetworkChange);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('online', onNetworkChange);
    window.removeEventListener('offline', onNetworkChange);
    clearTimeout(timer);
  };
}

/*
 * While nothing listens, `notice` is whatever the last listener left: the first render of a view
 * mounted offline must already say so (its effects, and so its subscription, come later).
 */
function snapshot(): NetworkNotice {
  return listeners.size > 0 ? notice : browserNotice();
}

export function useNetworkNotice(): NetworkNotice {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

/** False while the browser says it is offline. */
export function useOnline(): boolean {
  return useNetworkNotice() !== 'offline';
}

/** How long after the browser is back online a screen whose code could not be fetched tries again. */
export const ONLINE_RETRY_DELAY_MS = 600;

/**
 * Back online, a screen whose code could not be fetched tries again by itself, a moment later:
 * the `online` event can come before the first request gets through, and a retry that meets the
 * network still down would leave the user with the button. It follows the network store's state,
 * not the event itself: the event can fire after the screen is on the page but before its effects
 * run (a listener added there would miss it), while the store re-reads the browser when it is
 * first listened to. The timer calls the latest `retry` (an effect event): a parent may hand over
 * a new one before the timer runs (the router's new `reset`), and that must not cancel the retry
 * already promised.
 */
export function useRetryWhenBackOnline(retry: () => void, enabled = true): void {
  const online = useOnline();
  const retryNow = useEffectEvent(() => retry());
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!enabled) return;
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    const timer = setTimeout(retryNow, ONLINE_RETRY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [online, enabled]);
}

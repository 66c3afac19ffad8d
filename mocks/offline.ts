import { HttpResponse, http } from 'msw';

/**
 * The mock panel's 「模拟断网」 switch: as close to a real lost network as a page can make it.
 * `navigator.onLine` reads false and the browser's `offline` event fires (so the app's offline
 * banner and its network mode see what a phone in a tunnel sees), and every request the mock
 * worker sees fails as a network error. Remembered for the tab, like the scenario.
 */
const STORAGE_KEY = 'academic-portal:mock-offline';
let offline = false;
let storage: Storage | undefined;
const listeners = new Set<() => void>();

// The browser's own getter, so switching back reports the real state again.
const nativeOnLine =
  typeof navigator === 'undefined' ? undefined : Object.getOwnPropertyDescriptor(Object.getPrototypeOf(navigator) as object, 'onLine');

function applyToNavigator(): void {
  if (typeof navigator === 'undefined') return;
  Object.defineProperty(navigator, 'onLine', {
    configurable: true,
    get: () => !offline && (nativeOnLine?.get?.call(navigator) ?? true),
  });
}

export function isSimulatedOffline(): boolean {
  return offline;
}

export function setSimulatedOffline(on: boolean): void {
  if (on === offline) return;
  offline = on;
  try {
    if (on) storage?.setItem(STORAGE_KEY, '1');
    else storage?.removeItem(STORAGE_KEY);
  } catch {
    // Storage may be blocked: the switch then lasts until the next reload.
  }
  applyToNavigator();
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(on ? 'offline' : 'online'));
  listeners.forEach((listener) => listener());
}

export function subscribeSimulatedOffline(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Restores the tab's choice at start-up (before the app renders). */
export function initSimulatedOffline(tabStorage: Storage | undefined): void {
  storage = tabStorage;
  let remembered: boolean;
  try {
    remembered = tabStorage?.getItem(STORAGE_KEY) === '1';
  } catch {
    remembered = false;
  }
  setSimulatedOffline(remembered);
}

/** First of all handlers: while switched off the network, nothing answers. */
export const offlineHandler = http.all('*', () => (offline ? HttpResponse.error() : undefined));

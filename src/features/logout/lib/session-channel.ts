/** A message channel between the tabs of this origin. */
export interface SessionChannel {
  post: (message: unknown) => void;
  close: () => void;
}

/**
 * Opens `name` as a BroadcastChannel, or, where there is none (older Safari, some in-app
 * browsers), as a localStorage key whose `storage` event reaches the other tabs. Neither
 * delivers a message back to the tab that sent it.
 */
export function openSessionChannel(name: string, onMessage: (message: unknown) => void): SessionChannel {
  // Not an answer: whether the browser has BroadcastChannel.
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(name);
    channel.onmessage = (event: MessageEvent) => onMessage(event.data);
    return { post: (message) => channel.postMessage(message), close: () => channel.close() };
  }
  return openStorageChannel(`${name}:message`, onMessage);
}

/** The fallback: tests reach it by removing BroadcastChannel (jsdom has one). */
function openStorageChannel(key: string, onMessage: (message: unknown) => void): SessionChannel {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key || event.newValue === null) return;
    try {
      onMessage((JSON.parse(event.newValue) as { message?: unknown }).message);
    } catch {
      // Not ours, or written by an older version: ignore.
    }
  };
  window.addEventListener('storage', onStorage);
  return {
    post: (message) => {
      try {
        // The nonce makes every write a change (a storage event fires only on a change); the
        // removal keeps nothing behind. Other tabs see both writes and ignore the removal.
        localStorage.setItem(key, JSON.stringify({ message, nonce: `${Date.now()}-${Math.random()}` }));
        localStorage.removeItem(key);
      } catch {
        // Storage disabled (private mode, quota): the other tabs find out at their next call.
      }
    },
    close: () => window.removeEventListener('storage', onStorage),
  };
}

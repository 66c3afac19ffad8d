/*
 * After a deploy, an old tab asks for chunk files the server no longer has. It reloads once onto
 * the new files, but only when the server says the file is gone (404, or the SPA's HTML in its
 * place): a chunk that failed because the network did (offline, a tunnel) is not helped by a
 * reload, which would trade the app for the browser's offline page.
 */

const RELOAD_KEY = 'portal:chunk-reload-at';
/** At most one recovery reload per tab in this interval: a broken deploy cannot loop. */
export const RELOAD_INTERVAL_MS = 30_000;

/** True, and remembered for the tab, when no recovery reload happened within the interval. */
export function claimReload(now = Date.now(), storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): boolean {
  try {
    const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
    if (Math.abs(now - last) < RELOAD_INTERVAL_MS) return false;
    storage.setItem(RELOAD_KEY, String(now));
    return true;
  } catch {
    // Without storage a reload could not know it already happened: never reload.
    return false;
  }
}

async function isGone(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return !response.ok || (response.headers.get('content-type') ?? '').includes('html');
  } catch {
    return false;
  }
}

let stale: Promise<boolean> = Promise.resolve(false);

/** Records a failed chunk; when the browser is online, asks the server whether its file is gone. */
export function noteChunkFailure(error: unknown): void {
  const url = /https?:\/\/\S+/.exec(String((error as { message?: unknown } | null)?.message ?? ''))?.[0];
  if (url && navigator.onLine) stale = isGone(url);
}

/** Reloads when the last failed chunk is gone from the server, once per interval; says whether it did. */
export async function reloadIfStale(reload: () => void = () => window.location.reload()): Promise<boolean> {
  // An old verdict must not reload a tab that has since gone offline.
  if (!(await stale) || !navigator.onLine || !claimReload()) return false;
  reload();
  return true;
}

/**
 * Listens to Vite's `vite:preloadError`, fired for every dynamic import of the build that fails
 * (route chunks included: the router plugin's imports go through Vite's preload helper).
 */
export function startChunkRecovery(): () => void {
  const onError = (event: Event) => noteChunkFailure((event as Event & { payload?: unknown }).payload);
  window.addEventListener('vite:preloadError', onError);
  return () => window.removeEventListener('vite:preloadError', onError);
}

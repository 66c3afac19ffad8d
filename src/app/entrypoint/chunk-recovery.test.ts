import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_INTERVAL_MS, claimReload, noteChunkFailure, reloadIfStale, startChunkRecovery } from './chunk-recovery';
import { ChunkLoadError, isChunkLoadError } from '@/shared/ui/error-boundary';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

const CHUNK_URL = 'http://localhost/assets/experts-old.js';
const importFailure = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK_URL}`);

function preloadError(payload: unknown): Event {
  return Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  // Leave the module's memory of the last failure clean: a chunk whose probe says it is there.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('', { status: 200, headers: { 'content-type': 'text/javascript' } })),
  );
  noteChunkFailure(importFailure());
  vi.unstubAllGlobals();
});

describe('claimReload (one recovery reload per interval)', () => {
  it('allows one reload, refuses another within the interval, allows again after it', () => {
    const storage = memoryStorage();
    const t0 = 1_000_000;
    expect(claimReload(t0, storage)).toBe(true);
    expect(claimReload(t0 + 1, storage)).toBe(false);
    expect(claimReload(t0 + RELOAD_INTERVAL_MS - 1, storage)).toBe(false);
    expect(claimReload(t0 + RELOAD_INTERVAL_MS, storage)).toBe(true);
  });

  it('survives a reload: the mark is in the tab’s storage', () => {
    const storage = memoryStorage();
    expect(claimReload(5_000_000, storage)).toBe(true);
    // A new page (same tab) reads the same storage.
    expect(claimReload(5_000_100, storage)).toBe(false);
  });

  it('never reloads when storage is unavailable (it could not stop a loop)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
    };
    expect(claimReload(1, broken)).toBe(false);
  });
});

describe('reload after a deploy', () => {
  it('reloads once when the failed chunk is gone from the server (404), not again within the interval', async () => {
    const fetchMock = vi.fn(async () => new Response('', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    const stop = startChunkRecovery();
    window.dispatchEvent(preloadError(importFailure()));
    expect(fetchMock).toHaveBeenCalledWith(CHUNK_URL, { method: 'HEAD', cache: 'no-store' });
    const reload = vi.fn();
    expect(await reloadIfStale(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    // The new files fail too (a broken deploy): no second reload, no loop.
    window.dispatchEvent(preloadError(importFailure()));
    expect(await reloadIfStale(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reloads when the server answers the SPA page in place of the chunk', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } })),
    );
    noteChunkFailure(importFailure());
    const reload = vi.fn();
    expect(await reloadIfStale(reload)).toBe(true);
  });

  it('does not reload when the network failed (the probe fails too): a reload would lose the app', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    noteChunkFailure(importFailure());
    const reload = vi.fn();
    expect(await reloadIfStale(reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not even ask the server while the browser is offline', async () => {
    const fetchMock = vi.fn(async () => new Response('', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    noteChunkFailure(importFailure());
    expect(fetchMock).not.toHaveBeenCalled();
    const reload = vi.fn();
    expect(await reloadIfStale(reload)).toBe(false);
  });

  it('does not act on an earlier verdict once the browser is offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    noteChunkFailure(importFailure());
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    expect(await reloadIfStale(reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('stops listening when stopped', () => {
    const fetchMock = vi.fn(async () => new Response('', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    startChunkRecovery()();
    window.dispatchEvent(preloadError(importFailure()));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('isChunkLoadError', () => {
  it('knows ours and the browsers’ failed imports, nothing else', () => {
    expect(isChunkLoadError(new ChunkLoadError())).toBe(true);
    expect(isChunkLoadError(importFailure())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: x'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'nickName')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

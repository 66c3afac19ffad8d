import type { Entry } from 'har-format';
import type { HarScenarioMeta, ImportedHar } from './import';

/**
 * The imported HAR scenarios, kept for the origin in IndexedDB (a HAR can be tens of megabytes,
 * beyond localStorage). The list (names, counts) is read once at start-up, before the scenario
 * is picked, so `?mock=har:<name>` works on the first request; the recorded entries are read
 * when a scenario first replays. Without IndexedDB (a test, blocked storage) they live in memory.
 */
export interface HarPersistence {
  loadMetas(): Promise<HarScenarioMeta[]>;
  loadEntries(name: string): Promise<Entry[] | undefined>;
  save(har: ImportedHar): Promise<void>;
  remove(name: string): Promise<void>;
}

let metas: readonly HarScenarioMeta[] = [];
const entriesCache = new Map<string, readonly Entry[]>();
let persistence: HarPersistence | undefined;
const listeners = new Set<() => void>();

function publish(next: readonly HarScenarioMeta[]): void {
  metas = [...next].sort((a, b) => a.name.localeCompare(b.name));
  listeners.forEach((listener) => listener());
}

/** Reads the kept list (browser.ts, before initScenario). A failure leaves the list empty. */
export async function initHarStore(store: HarPersistence | undefined): Promise<void> {
  persistence = store;
  entriesCache.clear();
  try {
    publish((await store?.loadMetas()) ?? []);
  } catch {
    publish([]);
  }
}

export function listHarScenarios(): readonly HarScenarioMeta[] {
  return metas;
}

export function hasHarScenario(name: string): boolean {
  return metas.some((meta) => meta.name === name);
}

export function subscribeHarScenarios(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps an import (one of the same name is replaced). Kept first, listed after: a failed write lists nothing. */
export async function saveHarScenario(har: ImportedHar): Promise<void> {
  await persistence?.save(har);
  entriesCache.set(har.meta.name, har.entries);
  publish([...metas.filter((meta) => meta.name !== har.meta.name), har.meta]);
}

export async function removeHarScenario(name: string): Promise<void> {
  await persistence?.remove(name);
  entriesCache.delete(name);
  publish(metas.filter((meta) => meta.name !== name));
}

/** The recorded entries of a scenario, read from IndexedDB the first time. */
export async function harEntries(name: string): Promise<readonly Entry[] | undefined> {
  const cached = entriesCache.get(name);
  if (cached) return cached;
  if (!hasHarScenario(name)) return undefined;
  const loaded = await persistence?.loadEntries(name).catch(() => undefined);
  if (loaded) entriesCache.set(name, loaded);
  return loaded;
}

/* ------------------------------------------------------------------ IndexedDB */

const DB_NAME = 'academic-portal-mock-har';
const METAS = 'scenarios';
const ENTRIES = 'entries';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** The origin's IndexedDB: one store for the list, one for the entries (read only when replayed). */
export function indexedDbPersistence(factory: IDBFactory): HarPersistence {
  let opened: Promise<IDBDatabase> | undefined;
  const open = () => {
    opened ??= new Promise((resolve, reject) => {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore(METAS, { keyPath: 'name' });
        request.result.createObjectStore(ENTRIES);
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    });
    return opened;
  };
  return {
    async loadMetas() {
      const db = await open();
      return promised(db.transaction(METAS).objectStore(METAS).getAll() as IDBRequest<HarScenarioMeta[]>);
    },
    async loadEntries(name) {
      const db = await open();
      return promised(db.transaction(ENTRIES).objectStore(ENTRIES).get(name) as IDBRequest<Entry[] | undefined>);
    },
    async save(har) {
      const db = await open();
      const transaction = db.transaction([METAS, ENTRIES], 'readwrite');
      transaction.objectStore(METAS).put(har.meta);
      transaction.objectStore(ENTRIES).put(har.entries, har.meta.name);
      await done(transaction);
    },
    async remove(name) {
      const db = await open();
      const transaction = db.transaction([METAS, ENTRIES], 'readwrite');
      transaction.objectStore(METAS).delete(name);
      transaction.objectStore(ENTRIES).delete(name);
      await done(transaction);
    },
  };
}

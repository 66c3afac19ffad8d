import { fakerZH_CN } from '@faker-js/faker';
import type { CheckConfig, DictEntry, MenuConfig } from '@/shared/api/generated/model';
import { createCenter, type CenterState } from './centers';
import { createContent, type ContentData } from './catalogue';
import { formatDateTime } from '../lib/date-time';
import { seedAccounts, type AuthTables } from '../api/auth/tables';
import { seedCheckConfigs } from '../api/check/tables';
import { seedDicts } from '../api/dict/tables';
import { seedFiles, type FileTables } from '../api/file/tables';
import { seedMenus } from '../api/menu/tables';

/** The seed of the data set: the same accounts, names and dates on every run and machine. */
export const MOCK_SEED = 20261121;
const SEEDED_AT = new Date('2026-11-21T09:00:00+08:00');

/**
 * Every table in one object: the accounts' and the files' own, and those of the public portal's
 * content (its catalogue and its orders, coupons and reports) and of the centers (records,
 * promotion codes, cards, IP rules, scholar data), each at the top, so a handler names the table it
 * reads (`db.works`, `db.records`).
 */
export interface MockDatabase extends AuthTables, FileTables, ContentData, CenterState {
  dicts: Record<string, DictEntry[]>;
  menus: MenuConfig[];
  checkConfigs: CheckConfig[];
}

const faker = fakerZH_CN;

function createSeededDatabase(): MockDatabase {
  // Re-seeding on every reset, not once at import, is what makes resetMockState() give back
  // exactly the data of the first run.
  faker.seed(MOCK_SEED);
  const accounts = seedAccounts(faker);
  const files = seedFiles(accounts, formatDateTime(SEEDED_AT));
  const { content, files: contentFiles } = createContent(formatDateTime(SEEDED_AT));
  const checkConfigs = seedCheckConfigs();
  const { center, reports, files: centerFiles } = createCenter({ seededAt: SEEDED_AT, accounts, checkConfigs, content });
  content.reports.push(...reports);
  return {
    accounts,
    sessions: new Map(),
    captchas: new Map(),
    files: new Map([...files, ...contentFiles, ...centerFiles].map((file) => [file.id, file])),
    dicts: seedDicts(),
    menus: seedMenus(),
    checkConfigs,
    ...content,
    ...center,
    nextAccountId: 1100,
    nextFileSeq: 1,
  };
}

/** The live data set. Mutated in place by the handlers; replaced wholesale by resetDatabase(). */
export const db: MockDatabase = createSeededDatabase();

type Persister = (state: MockDatabase) => void;
let persister: Persister | null = null;
let onReset: (() => void) | null = null;

/** Restores the seeded data set (after each test; the panel's reset button). */
export function resetDatabase(): void {
  Object.assign(db, createSeededDatabase());
  onReset?.();
}

/**
 * Lets the browser keep accounts and sessions across page reloads (the worker's memory does not
 * survive one, while the Front-Token cookie does). Node never installs one, so tests stay pure.
 */
export function installPersistence(save: Persister, clear: () => void): void {
  persister = save;
  onReset = clear;
}

/** Call after a change worth keeping across a reload (log-in, log-out, password change). */
export function commit(): void {
  persister?.(db);
}

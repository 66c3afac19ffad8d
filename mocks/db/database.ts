import { fakerZH_CN } from '@faker-js/faker';
import type { ApplicationTables } from '../api/application/tables';
import type { ArticleTables } from '../api/article/tables';
import { seedAccounts, type AuthTables } from '../api/auth/tables';
import type { CenterTables } from '../api/center/tables';
import { seedCheckConfigs, type CheckTables } from '../api/check/tables';
import { seedDicts, type DictTables } from '../api/dict/tables';
import type { EmpowerTables } from '../api/empower/tables';
import type { ExpertTables } from '../api/expert/tables';
import { seedFiles, type FileTables } from '../api/file/tables';
import type { InstitutionTables } from '../api/institution/tables';
import { seedMenus, type MenuTables } from '../api/menu/tables';
import type { PeriodicalTables } from '../api/periodical/tables';
import type { ReportTables } from '../api/report/tables';
import type { ResourceTables } from '../api/resource/tables';
import type { ScholarTables } from '../api/scholar/tables';
import type { WorkTables } from '../api/work/tables';
import { formatDateTime } from '../lib/date-time';
import { createContent } from './catalogue';
import { createCenter } from './centers';

/** The seed of the data set: the same accounts, names and dates on every run and machine. */
export const MOCK_SEED = 20261121;
const SEEDED_AT = new Date('2026-11-21T09:00:00+08:00');

/**
 * The one store: every contract tag's tables (mocks/api/<tag>/tables.ts) side by side at the top,
 * so a handler names the table it reads (`db.works`, `db.records`). Each tag writes its own; the
 * others read them through the tag's index (the accounts, written by auth, are read by all).
 */
export interface MockDatabase
  extends
    AuthTables,
    FileTables,
    DictTables,
    MenuTables,
    CheckTables,
    ExpertTables,
    ArticleTables,
    PeriodicalTables,
    WorkTables,
    EmpowerTables,
    ResourceTables,
    ReportTables,
    ApplicationTables,
    CenterTables,
    InstitutionTables,
    ScholarTables {}

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
    nextAccountId: 1100,
    files: new Map([...files, ...contentFiles, ...centerFiles].map((file) => [file.id, file])),
    nextFileSeq: 1,
    dicts: seedDicts(),
    menus: seedMenus(),
    checkConfigs,
    // The portal's content and the centers' tables come from their own seeds (catalogue.ts, centers.ts).
    ...content,
    ...center,
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

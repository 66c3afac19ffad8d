import { Faker, base, fakerZH_CN } from '@faker-js/faker';
import type { CheckConfig, DictEntry, MenuConfig } from '@/shared/api/generated/model';
import { extensionOf } from '../lib/bytes';
import { createCaptchaCode, renderCaptchaBase64 } from '../api/auth/captcha';
import { createCenter, type CenterState } from './centers';
import { createContent, type ContentData } from './catalogue';
import { formatDateTime } from '../lib/date-time';
import { seedAccounts } from '../api/auth/tables';
import { seedCheckConfigs } from '../api/check/tables';
import { seedDicts } from '../api/dict/tables';
import { seedFiles } from '../api/file/tables';
import { seedMenus } from '../api/menu/tables';
import type { Account, StoredFile } from './types';

/** The seed of the data set: the same accounts, names and dates on every run and machine. */
export const MOCK_SEED = 20261121;
const SEEDED_AT = new Date('2026-11-21T09:00:00+08:00');

/**
 * Every table in one object: the accounts' and the files' own, and those of the public portal's
 * content (its catalogue and its orders, coupons and reports) and of the centers (records,
 * promotion codes, cards, IP rules, scholar data), each at the top, so a handler names the table it
 * reads (`db.works`, `db.records`).
 */
export interface MockDatabase extends ContentData, CenterState {
  accounts: Account[];
  /** token -> account id. */
  sessions: Map<string, number>;
  /** captcha uuid -> answer; an answer is used up by the first login attempt. */
  captchas: Map<string, string>;
  /** file id -> file. */
  files: Map<string, StoredFile>;
  dicts: Record<string, DictEntry[]>;
  menus: MenuConfig[];
  checkConfigs: CheckConfig[];
  nextAccountId: number;
  nextFileSeq: number;
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

// ---- accounts and sessions ------------------------------------------------------------------

export function findAccount(predicate: (account: Account) => boolean): Account | undefined {
  return db.accounts.find(predicate);
}

export function childCountOf(account: Account): number {
  return db.accounts.filter((other) => other.parentId === account.id).length;
}

/** SMS log-in with a number nobody has used yet registers it, as the real portal does. */
export function registerIndividual(mobile: string): Account {
  const account: Account = {
    id: db.nextAccountId,
    userType: 'website',
    userName: mobile,
    nickName: `用户${mobile.slice(-4)}`,
    mobile,
    password: null,
    avatar: null,
    isAuth: 0,
    scholar: false,
    leftAmount: 0,
    createTime: formatDateTime(new Date()),
    roles: ['common'],
    mustResetPassword: false,
  };
  db.nextAccountId += 1;
  db.accounts.push(account);
  return account;
}

let tokenCounter = 0;

/** Tokens need to be unique, not reproducible: the clock keeps a reload from re-issuing one. */
export function issueToken(account: Account): string {
  tokenCounter += 1;
  const token = `mock-${account.id}-${Date.now().toString(36)}${tokenCounter.toString(36)}${Math.random().toString(36).slice(2, 10)}`;
  db.sessions.set(token, account.id);
  return token;
}

export function accountOfToken(token: string | undefined): Account | undefined {
  if (!token) return undefined;
  const id = db.sessions.get(token);
  return id === undefined ? undefined : findAccount((account) => account.id === id);
}

export function revokeToken(token: string | undefined): void {
  if (token) db.sessions.delete(token);
}

// ---- captcha --------------------------------------------------------------------------------

/**
 * Captchas draw from a generator of their own, seeded once: a reset re-seeds the data set's
 * generator, and behind the HTTP mocks every new test's data set is a reset, which made the next
 * captcha of another session repeat the last one (same uuid, same image: a refresh that changed
 * nothing).
 */
const captchaFaker = new Faker({ locale: [base] });
captchaFaker.seed(MOCK_SEED + 1);

export function createCaptcha(): { uuid: string; img: string } {
  const uuid = captchaFaker.string.uuid();
  const code = createCaptchaCode(captchaFaker);
  db.captchas.set(uuid, code);
  return { uuid, img: renderCaptchaBase64(code, captchaFaker) };
}

/** The stored answer, for tests that log in the way a person would. */
export function captchaAnswerOf(uuid: string): string | undefined {
  return db.captchas.get(uuid);
}

export type CaptchaCheck = 'ok' | 'wrong' | 'expired';

/** One attempt per captcha, as on the real backend; the always-valid code skips the lookup. */
export function checkCaptcha(uuid: string, answer: string, alwaysValid: string): CaptchaCheck {
  if (answer === alwaysValid) {
    db.captchas.delete(uuid);
    return 'ok';
  }
  const expected = db.captchas.get(uuid);
  if (expected === undefined) return 'expired';
  db.captchas.delete(uuid);
  return expected.toUpperCase() === answer.trim().toUpperCase() ? 'ok' : 'wrong';
}

// ---- configuration -------------------------------------------------------------------------

export function checkConfigsOfType(type: string): CheckConfig[] {
  return db.checkConfigs.filter((config) => config.type === type);
}

// ---- files ----------------------------------------------------------------------------------

export function storeFile(originalFilename: string, type: string, bytes: ArrayBuffer): StoredFile {
  // Date-like ids ("20261121000001") look like the backend's and stay unique within a session.
  const id = `20261121${String(db.nextFileSeq).padStart(6, '0')}`;
  db.nextFileSeq += 1;
  // Only a plain extension goes into the stored name: it must stay one safe URL path segment.
  const extension = /^[a-z0-9]{1,8}$/.test(extensionOf(originalFilename)) ? `.${extensionOf(originalFilename)}` : '';
  const file: StoredFile = {
    id,
    fileName: `${id}${extension}`,
    originalFilename,
    type: type || 'application/octet-stream',
    bytes,
    createTime: formatDateTime(new Date()),
  };
  db.files.set(id, file);
  return file;
}

export function fileById(id: string | null | undefined): StoredFile | undefined {
  return id ? db.files.get(id) : undefined;
}

export function fileByName(fileName: string): StoredFile | undefined {
  for (const file of db.files.values()) if (file.fileName === fileName) return file;
  return undefined;
}

import type { CheckConfig } from '@/shared/api/generated/model';
import type { Account } from '../api/auth/tables';
import { seedRealNameAuths, seedRecords, type CenterTables, type RecordSeedContext } from '../api/center/tables';
import type { StoredFile } from '../api/file/tables';
import { seedCards, seedIpRules, seedPromotions, type InstitutionTables } from '../api/institution/tables';
import type { StoredReport } from '../api/report/tables';
import {
  scholarDocumentFiles,
  seedFollows,
  seedScholarAuths,
  seedScholarProfile,
  seedScholarServices,
  seedWorksOfScholar,
  type ScholarTables,
} from '../api/scholar/tables';
import { formatDateTime } from '../lib/date-time';
import { seededFaker } from '../lib/faker';
import type { ContentData } from './catalogue';

/** The center's own seed: generating it never moves the accounts' or the content's faker. */
export const CENTER_SEED = 20261207;

/**
 * The tables of tags center, institution and scholar, generated together: one faker draws them in
 * a fixed order, and they refer to each other (a promotion record names its code, a follow an
 * expert, a claimed work the catalogue's).
 */
export type CenterState = CenterTables & InstitutionTables & ScholarTables;

export interface CenterSeedInput {
  seededAt: Date;
  accounts: readonly Account[];
  checkConfigs: readonly CheckConfig[];
  content: ContentData;
}

interface CenterSeed {
  state: CenterState;
  /** Reports of the seeded check records, to add to db.reports. */
  reports: StoredReport[];
  /** Report and certificate files, ID card and material images, work files. Never mutated. */
  files: StoredFile[];
}

let cached: CenterSeed | undefined;

function build({ seededAt, accounts, checkConfigs, content }: CenterSeedInput): CenterSeed {
  const f = seededFaker(CENTER_SEED);
  let id = 0;
  const nextId = (): number => {
    id += 1;
    return id;
  };
  let reportSeq = 100;
  const ctx: RecordSeedContext = {
    f,
    seededAt,
    accounts,
    checkConfigs,
    contentReports: content.reports,
    reports: [],
    files: [],
    records: [],
    nextId,
    nextReportSeq: () => {
      reportSeq += 1;
      return reportSeq;
    },
  };
  const promotions = seedPromotions(nextId);
  seedRecords(ctx, promotions);
  const { batches, cards } = seedCards(f, checkConfigs, nextId, seededAt);
  const ipRules = seedIpRules(nextId);
  const { fans, attention } = seedFollows(f, content.experts, seededAt);
  const { myWorks, publishedWorks, files: workFiles } = seedWorksOfScholar(f, content.works, nextId, seededAt);
  const scholarServices = seedScholarServices(nextId);
  const state: CenterState = {
    records: ctx.records,
    promotions,
    cardBatches: batches,
    cards,
    ipRules,
    realNameAuths: seedRealNameAuths(),
    scholarAuths: seedScholarAuths(),
    scholarProfiles: [seedScholarProfile()],
    fans,
    attention,
    scholarServices,
    myWorks,
    publishedWorks,
    nextCenterId: id + 1,
  };
  return { state, reports: ctx.reports, files: [...ctx.files, ...workFiles, ...scholarDocumentFiles(formatDateTime(seededAt))] };
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * The center data set. Generated once (its own seed, so nothing else shifts), then handed out as
 * a fresh copy on every reset: the handlers mutate it, the cached original stays as seeded.
 */
export function createCenter(input: CenterSeedInput): { center: CenterState; reports: StoredReport[]; files: StoredFile[] } {
  cached ??= build(input);
  return { center: clone(cached.state), reports: clone(cached.reports), files: cached.files };
}

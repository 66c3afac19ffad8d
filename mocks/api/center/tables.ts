import type { Faker } from '@faker-js/faker';
import type { AuthStatus, CheckConfig, ServiceKind, ServiceRecord } from '@/shared/api/generated/model';
import { textBytes } from '../../lib/bytes';
import { formatDateTime } from '../../lib/date-time';
import { maskMobile, randomMobile, timeDaysAgo } from '../../lib/faker';
import { DISCIPLINES, type DisciplinePool } from '../../lib/pools';
import type { Whole } from '../../lib/whole';
import { SEEDED_IDS, type Account } from '../auth/tables';
import type { StoredFile } from '../file/tables';
import { reportFile, type StoredReport } from '../report/tables';
import { CODE_PREFIX, FAILURE_REMARKS, REPORT_SERVICES, SERVICE_NAMES, SERVICE_STATUSES } from './constants';

/**
 * A record of any service. `accountName` is not stored (it follows the account's nickname);
 * records of check services carry `reportCode` and read status, file and similarity from that
 * report in db.reports, so /report/{code} and the record always agree.
 */
export type StoredRecord = Whole<Omit<ServiceRecord, 'accountName'>> & {
  /** Set for check, aigc and patentCheck: the linked report's code (equal to `code`). */
  reportCode?: string;
};

/** A real-name authentication application (one per account, the latest). */
export interface StoredRealNameAuth {
  accountId: number;
  status: AuthStatus;
  realName: string;
  idNumber: string;
  frontFileId: string;
  backFileId: string;
  submitTime: string;
  auditTime: string | null;
  rejectReason: string | null;
  /** Epoch ms when a pending application is approved (applications sent in this session). */
  reviewAt?: number;
}

/**
 * The user center's tables in the store: every service's records (the institution center lists its
 * accounts' too) and real-name applications. `nextCenterId` numbers the rows of all three centers
 * (records, promotion codes, cards, IP rules, scholar services and works), as one backend would.
 */
export interface CenterTables {
  records: StoredRecord[];
  realNameAuths: StoredRealNameAuth[];
  nextCenterId: number;
}

/**
 * Seeded service records: twelve months of checks, evaluations, certifications and registrations
 * for the individual user, the scholar and the institution's accounts, in every status of every
 * service. Records of check services get a report in db.reports (so /report/{code}
 * shows them) and finished ones a downloadable file.
 */

const ASPECTS = ['影响机制', '实现路径', '演化特征', '评价体系', '关键问题', '作用机理', '优化策略', '时空格局'];
const PATENT_SUFFIXES = ['方法', '装置及方法', '系统', '检测方法及装置', '制备方法'];
const WRITINGS = ['通识读本', '学习辅导手册', '案例汇编', '研究综述', '实践教程'];
const CREATIVE = [
  '散文集《江城四季》',
  '诗集《长河月色》',
  '摄影作品《楚天晨曦》',
  '短篇小说《灯火人家》',
  '纪实文学《山乡教师》',
  '插画作品《古籍里的节气》',
];
const VERIFY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Check types per service (ids of tag check's price list). */
const TYPES_OF: Readonly<Record<ServiceKind, readonly number[]>> = {
  check: [101, 102, 103, 104],
  aigc: [201, 202],
  patent: [301, 302, 303],
  patentCheck: [401, 402],
  original: [501, 502],
  copyright: [601, 602],
};

export interface RecordSeedContext {
  f: Faker;
  seededAt: Date;
  accounts: readonly Account[];
  checkConfigs: readonly CheckConfig[];
  /** The reports the content data set seeds (read only). */
  contentReports: readonly StoredReport[];
  /** The reports made here, to add to db.reports. */
  reports: StoredReport[];
  files: StoredFile[];
  records: StoredRecord[];
  nextId: () => number;
  /** The next report sequence (BG + YYYYMM + this, 4 digits). */
  nextReportSeq: () => number;
}

function disciplineOf(f: Faker): DisciplinePool {
  return f.helpers.arrayElement(DISCIPLINES) as DisciplinePool;
}

export function paperTitle(f: Faker, d: DisciplinePool = disciplineOf(f)): string {
  const topic = f.helpers.arrayElement(d.topics);
  const method = f.helpers.arrayElement(d.methods);
  const keyword = f.helpers.arrayElement(d.keywords);
  const aspect = f.helpers.arrayElement(ASPECTS);
  return f.helpers.arrayElement([
    `基于${method}的${topic}${aspect}研究`,
    `${keyword}视角下${topic}的${aspect}`,
    `${topic}研究进展与展望`,
    `面向${keyword}的${topic}方法研究`,
    `${topic}与${keyword}的耦合关系研究`,
  ]);
}

function titleOf(f: Faker, service: ServiceKind, checkTypeId: number): string {
  const d = disciplineOf(f);
  switch (service) {
    case 'patent':
    case 'patentCheck':
      return `一种基于${f.helpers.arrayElement(d.methods)}的${f.helpers.arrayElement(d.topics)}${f.helpers.arrayElement(PATENT_SUFFIXES)}`;
    case 'original':
      return checkTypeId === 502 ? f.helpers.arrayElement(CREATIVE) : paperTitle(f, d);
    case 'copyright':
      return checkTypeId === 602
        ? `${f.helpers.arrayElement(d.topics)}智能分析平台V${f.number.int({ min: 1, max: 3 })}.0`
        : `《${f.helpers.arrayElement(d.topics)}${f.helpers.arrayElement(WRITINGS)}》`;
    default:
      return paperTitle(f, d);
  }
}

/** A CN patent number that passes SPEC §5 (CN, a 1-3, eight more digits, a final letter). */
export function patentNumber(f: Faker): string {
  return `CN${f.helpers.arrayElement(['1', '2'])}${f.string.numeric(8)}${f.helpers.arrayElement(['A', 'B', 'U'])}`;
}

function personName(f: Faker): string {
  return f.person.fullName().replace(/\s+/g, '');
}

export function verifyCodeOf(f: Faker): string {
  return Array.from({ length: 6 }, () => f.helpers.arrayElement(VERIFY_ALPHABET.split(''))).join('');
}

const yyyymm = (time: string): string => time.slice(0, 7).replace('-', '');
const yyyymmdd = (time: string): string => time.slice(0, 10).replaceAll('-', '');

export function businessCode(prefix: string, time: string, seq: number): string {
  return `${prefix}${yyyymmdd(time)}${String(seq % 10_000).padStart(4, '0')}`;
}

export function reportCode(time: string, seq: number): string {
  return `BG${yyyymm(time)}${String(seq % 10_000).padStart(4, '0')}`;
}

/** How long the service takes to give its result, in minutes. */
function durationMinutes(f: Faker, service: ServiceKind): number {
  switch (service) {
    case 'check':
    case 'aigc':
    case 'patentCheck':
      return f.number.int({ min: 8, max: 95 });
    case 'patent':
      return f.number.int({ min: 3, max: 10 }) * 24 * 60;
    case 'original':
      return f.number.int({ min: 1, max: 5 }) * 24 * 60;
    case 'copyright':
      return f.number.int({ min: 15, max: 40 }) * 24 * 60;
  }
}

function similarityOf(f: Faker, service: ServiceKind): number {
  const max = service === 'aigc' ? 80 : service === 'patentCheck' ? 45 : 60;
  return Math.round(f.number.float({ min: 0.5, max }) * 10) / 10;
}

/** The text file of a finished evaluation, certification or registration. */
export function certificateFile(record: StoredRecord, createTime: string): StoredFile {
  const heading = record.service === 'patent' ? '专利评估报告' : record.service === 'original' ? '原创认证证书' : '作品登记证书';
  const lines = [heading, '', `编号：${record.code}`, `${record.service === 'patent' ? '专利名称' : '作品名称'}：${record.title}`];
  if (record.patentNo) lines.push(`专利号：${record.patentNo}`);
  lines.push(
    `${record.service === 'patent' ? '专利权人' : '著作权人'}：${record.author}`,
    `服务类型：${record.checkTypeName}`,
    `办结时间：${record.finishTime ?? ''}`,
    '',
    '说明：本文件由模拟数据生成，仅用于界面演示。',
  );
  const text = lines.join('\n');
  const id = `record-${record.code}`;
  return {
    id,
    fileName: `${id}.txt`,
    originalFilename: `${heading}-${record.code}.txt`,
    type: 'text/plain',
    bytes: textBytes(text),
    createTime,
  };
}

/** What the records' seed takes of an institution's promotion code (tag institution's, seeded first). */
export interface SeedPromotion {
  code: string;
  service: 'check' | 'aigc';
  discount: number;
}

export interface RecordSpec {
  service: ServiceKind;
  accountId: number;
  count: number;
  author: (f: Faker) => string;
  /** Promotion records: the codes they may have come through (same service). */
  promotions?: readonly SeedPromotion[];
}

/**
 * Makes `count` records: the first ones walk through every status of the service (so each
 * appears), the rest are mostly finished. Running ones are recent; the others spread over a year.
 */
export function seedRecordSet(ctx: RecordSeedContext, spec: RecordSpec): void {
  const { f, seededAt } = ctx;
  const statuses = SERVICE_STATUSES[spec.service];
  const owner = ctx.accounts.find((account) => account.id === spec.accountId);
  for (let n = 0; n < spec.count; n += 1) {
    const status =
      n < statuses.values.length
        ? (statuses.values[n] as string)
        : f.helpers.weightedArrayElement([
            { weight: 80, value: statuses.finished },
            { weight: 10, value: f.helpers.arrayElement(statuses.running) },
            { weight: 10, value: f.helpers.arrayElement(statuses.failed) },
          ]);
    const running = statuses.running.includes(status);
    // Running records are at most a few days old (weeks for a registration in review); the rest
    // anywhere in the last twelve months. One in twenty is from today, for the "today" figures.
    const daysAgo = running
      ? f.number.int({ min: 0, max: spec.service === 'copyright' || spec.service === 'patent' ? 12 : 4 })
      : n % 20 === 7
        ? 0
        : f.number.int({ min: 1, max: 364 });
    const created = timeDaysAgo(f, seededAt, daysAgo);
    const createTime = formatDateTime(created);
    const checkTypeId = f.helpers.arrayElement(TYPES_OF[spec.service]);
    const config = ctx.checkConfigs.find((candidate) => candidate.id === checkTypeId);
    const promotion = spec.promotions && spec.promotions.length > 0 ? f.helpers.arrayElement(spec.promotions) : undefined;
    const price = config?.price ?? 0;
    const amount = Math.round(price * (promotion?.discount ?? 1) * 100) / 100;
    const done = !running;
    const finished = new Date(Math.min(created.getTime() + durationMinutes(f, spec.service) * 60_000, seededAt.getTime()));
    const id = ctx.nextId();
    const reportBacked = REPORT_SERVICES.includes(spec.service);
    const code = reportBacked
      ? reportCode(createTime, ctx.nextReportSeq())
      : businessCode(CODE_PREFIX[spec.service as 'patent'], createTime, id);
    const record: StoredRecord = {
      id,
      code,
      service: spec.service,
      title: titleOf(f, spec.service, checkTypeId),
      author: spec.author(f),
      checkTypeId,
      checkTypeName: config?.name ?? SERVICE_NAMES[spec.service],
      status,
      createTime,
      finishTime: done ? formatDateTime(finished) : null,
      fileId: null,
      similarity: reportBacked && status === statuses.finished ? similarityOf(f, spec.service) : null,
      amount,
      channel: promotion ? 'promotion' : 'direct',
      promotionCode: promotion?.code ?? null,
      customer: promotion ? maskMobile(randomMobile(f)) : null,
      patentNo: spec.service === 'patent' || (spec.service === 'patentCheck' && f.datatype.boolean(0.6)) ? patentNumber(f) : null,
      accountId: spec.accountId,
      remark: FAILURE_REMARKS[spec.service][status] ?? null,
    };
    if (reportBacked) {
      record.reportCode = code;
      const report: StoredReport = {
        code,
        verifyCode: verifyCodeOf(f),
        title: record.title,
        author: record.author,
        checkTypeName: record.checkTypeName,
        status,
        createTime,
        fileId: null,
        similarity: record.similarity,
        // A promotion buyer is nobody's account here; the institution's own checks are theirs.
        ...(promotion || !owner ? {} : { accountId: owner.id }),
      };
      if (status === statuses.finished) {
        const file = reportFile(report, createTime);
        report.fileId = file.id;
        ctx.files.push(file);
      }
      record.fileId = report.fileId;
      ctx.reports.push(report);
    } else if (status === statuses.finished) {
      const file = certificateFile(record, record.finishTime ?? createTime);
      record.fileId = file.id;
      ctx.files.push(file);
    }
    ctx.records.push(record);
  }
}

/**
 * The records of the reports the content data set already gives the individual user and the
 * scholar (BG2026110001...), so their check centers show the reports /report/{code} knows.
 */
export function linkSeededReports(ctx: RecordSeedContext): void {
  for (const report of ctx.contentReports) {
    if (report.accountId === undefined) continue;
    const config = ctx.checkConfigs.find((candidate) => candidate.name === report.checkTypeName);
    const service: ServiceKind = config?.type === 'aigc' ? 'aigc' : 'check';
    const finished = report.status === '3';
    const created = new Date(`${report.createTime.replace(' ', 'T')}+08:00`);
    ctx.records.push({
      id: ctx.nextId(),
      code: report.code,
      reportCode: report.code,
      service,
      title: report.title,
      author: report.author,
      checkTypeId: config?.id ?? null,
      checkTypeName: report.checkTypeName,
      status: report.status,
      createTime: report.createTime,
      finishTime: finished ? formatDateTime(new Date(created.getTime() + 23 * 60_000)) : null,
      fileId: report.fileId,
      similarity: report.similarity,
      amount: config?.price ?? 0,
      channel: 'direct',
      promotionCode: null,
      customer: null,
      patentNo: null,
      accountId: report.accountId,
      remark: null,
    });
  }
}

const STUDENT = (f: Faker): string => personName(f);
const PATENT_OWNER_INSTITUTION = (): string => '江城大学';

/** Every account's records, in the amounts the module comment describes. */
export function seedRecords(ctx: RecordSeedContext, agentPromotions: readonly SeedPromotion[]): void {
  linkSeededReports(ctx);
  const me = SEEDED_IDS.individual;
  const individualAuthor = (f: Faker): string => (f.datatype.boolean(0.7) ? '张晓明' : `张晓明、${personName(f)}`);
  for (const [service, count] of [
    ['check', 22],
    ['aigc', 12],
    ['patent', 8],
    ['patentCheck', 8],
    ['original', 8],
    ['copyright', 9],
  ] as const) {
    const author = service === 'patent' || service === 'patentCheck' ? () => '张晓明' : individualAuthor;
    seedRecordSet(ctx, { service, accountId: me, count, author });
  }

  const scholar = SEEDED_IDS.scholar;
  for (const [service, count] of [
    ['check', 7],
    ['aigc', 6],
    ['original', 5],
    ['copyright', 5],
  ] as const) {
    seedRecordSet(ctx, { service, accountId: scholar, count, author: () => '李文博' });
  }

  const main = SEEDED_IDS.agentMain;
  seedRecordSet(ctx, { service: 'check', accountId: main, count: 40, author: STUDENT });
  seedRecordSet(ctx, { service: 'aigc', accountId: main, count: 20, author: STUDENT });
  seedRecordSet(ctx, { service: 'patent', accountId: main, count: 10, author: PATENT_OWNER_INSTITUTION });
  seedRecordSet(ctx, { service: 'patentCheck', accountId: main, count: 8, author: PATENT_OWNER_INSTITUTION });
  const byService = (service: 'check' | 'aigc') => agentPromotions.filter((promotion) => promotion.service === service);
  seedRecordSet(ctx, { service: 'check', accountId: main, count: 30, author: STUDENT, promotions: byService('check') });
  seedRecordSet(ctx, { service: 'aigc', accountId: main, count: 25, author: STUDENT, promotions: byService('aigc') });

  const sub = SEEDED_IDS.agentSub;
  seedRecordSet(ctx, { service: 'check', accountId: sub, count: 12, author: STUDENT });
  seedRecordSet(ctx, { service: 'aigc', accountId: sub, count: 7, author: STUDENT });
  seedRecordSet(ctx, { service: 'patent', accountId: sub, count: 4, author: PATENT_OWNER_INSTITUTION });
  seedRecordSet(ctx, { service: 'patentCheck', accountId: sub, count: 6, author: PATENT_OWNER_INSTITUTION });

  for (const account of ctx.accounts.filter((candidate) => candidate.parentId === main && candidate.id !== sub)) {
    seedRecordSet(ctx, { service: 'check', accountId: account.id, count: 5, author: STUDENT });
    seedRecordSet(ctx, { service: 'aigc', accountId: account.id, count: 2, author: STUDENT });
  }
}

/** The scholar's real-name application, approved (the ID card images are tag scholar's seed files). */
export function seedRealNameAuths(): StoredRealNameAuth[] {
  return [
    {
      accountId: SEEDED_IDS.scholar,
      status: 2,
      realName: '李文博',
      idNumber: '420106197603152032',
      frontFileId: 'idcard-1002-front',
      backFileId: 'idcard-1002-back',
      submitTime: '2024-06-03 10:15:22',
      auditTime: '2024-06-03 16:40:05',
      rejectReason: null,
    },
  ];
}

import { HttpResponse, http } from 'msw';
import type {
  AgentActivity,
  AgentCheckSubmission,
  AgentSummary,
  Attention,
  AttentionStatusData,
  Card,
  CardBatch,
  CenterSummary,
  CheckConfig,
  CheckStatistics,
  IpRule,
  MyWork,
  MyWorkStatus,
  PromotionCodeItem,
  PromotionStatistics,
  PromotionStatus,
  RealNameAuth,
  RecordChannel,
  ScholarAuth,
  ScholarProfile,
  ScholarService,
  ServiceCount,
  ServiceKind,
  SubAccount,
  SubAccountPassword,
  WorkType,
} from '@/shared/api/generated/model';
import { passwordProblem } from '@/shared/lib/form';
import { validatePatentNumber } from '@/shared/lib/patent-number';
import type { StoredCard, StoredCardBatch, StoredMyWork, StoredPromotion, StoredRecord, StoredScholarProfile } from '../db/center';
import { REVIEW_DURATION_MS, SERVICE_KINDS, SERVICE_NAMES, SERVICE_STATUSES } from '../db/center/constants';
import { businessCode } from '../db/center/records';
import {
  CHINESE_NAME,
  addDays,
  daysBetween,
  filterRecords,
  formatIpv4,
  ipRangeOf,
  isValidDay,
  isValidIdNumber,
  maskIdNumber,
  maskName,
  rangesOverlap,
  statsByAccount,
  statsByCheckType,
  statsByCode,
  statsByDay,
  toCsv,
  totals,
} from '../db/center/queries';
import { checkTypeNameOf, type StoredReport } from '../db/content';
import { dayParam, inDayRange, includesText, pageOf, pagingOf, searchWorks, termsOf, toWork } from '../db/content/queries';
import { childCountOf, commit, db, fileById, fileByName, findAccount } from '../db/database';
import { formatDate, formatDateTime } from '../db/date-time';
import { demoCredentials } from '../db/seed-accounts';
import type { Account } from '../db/types';
import {
  accountName,
  expertById,
  familyOf,
  fansOf,
  fieldOf,
  nextCenterId,
  scholarProfileOf,
  scholarPublicWorks,
  settleReviews,
  syncRecord,
  toServiceRecord,
} from './center-state';
import { contentDisposition } from './file-handlers';
import { toUserInfo } from './profiles';
import { CHECK_DURATION_MS, nextReportCode, verifyCodeOf } from './report-progress';
import { MAINLAND_MOBILE, MOCK_MESSAGES, accountOf, fail, okData, ok, readJson, text, unauthorized } from './respond';

/**
 * The user center (/center, individual users), the institution center (/agent, institution
 * accounts) and scholar services (/scholar), issue 7. Every call needs a token (401 without a
 * valid one) and the right kind of account (403 '当前操作没有权限' otherwise). The logic that
 * needs no HTTP lives in db/center/queries.ts; the state shared with the content handlers in
 * center-state.ts.
 */
export const CENTER_MESSAGES = {
  forbidden: '当前操作没有权限',
  // individual
  authPending: '实名认证审核中，请耐心等待',
  authDone: '您已完成实名认证',
  realNameInvalid: '请输入正确的真实姓名（2–20 个汉字）',
  idNumberInvalid: '请输入正确的 18 位身份证号码',
  idFrontMissing: '请上传身份证人像面照片',
  idBackMissing: '请上传身份证国徽面照片',
  nickNameMissing: '请输入昵称',
  nickNameLong: '昵称不能超过 30 个字',
  avatarMissing: '头像图片不存在，请重新上传',
  mobileSame: '新手机号不能与当前手机号相同',
  mobileTaken: '该手机号已绑定其他账号',
  // institution
  rangeOrder: '开始日期不能晚于结束日期',
  rangeLong: '统计区间不能超过 366 天',
  serviceExpired: '机构服务已到期，请联系平台续费',
  checkTypeMissing: '请选择检测类型',
  patentTypeMissing: '请选择专利服务类型',
  itemsMissing: '请至少上传一篇待检测的文档',
  itemsTooMany: '一次最多提交 20 篇文档',
  fileMissing: '请先上传待检测的文档',
  titleMissing: '请填写论文题目',
  titleLong: '论文题目不能超过 200 字',
  authorMissing: '请填写作者',
  authorLong: '作者不能超过 50 字',
  itemProblem: (index: number, message: string): string => `第 ${index} 篇：${message}`,
  balance: (need: number, left: number): string => `剩余额度不足：本次需 ${need} 元，当前剩余 ${left} 元`,
  patentNameMissing: '请填写专利名称',
  patentNameLong: '专利名称不能超过 200 字',
  ownerMissing: '请填写专利权人',
  ownerLong: '专利权人不能超过 100 字',
  patentFileMissing: '请上传专利申请文件',
  remarkLong: '备注不能超过 500 字',
  contactNameLong: '联系人不能超过 30 字',
  promotionNameMissing: '请填写推广名称',
  promotionNameLong: '推广名称不能超过 30 字',
  discountInvalid: '折扣须在 0.1–1 之间，最多两位小数',
  validUntilInvalid: '有效期须为今天或以后的日期',
  promotionCodeInvalid: '推广码须为 4–16 位大写字母或数字',
  promotionCodeTaken: '推广码已存在',
  promotionMissing: '推广码不存在',
  promotionExpired: '推广码已过期，不能启用',
  statusInvalid: '状态不正确',
  usernameInvalid: '账号须为 4–20 位字母、数字或下划线，以字母开头',
  usernameTaken: '账号已存在',
  quotaInvalid: '额度须为不小于 0 的金额',
  quotaTooHigh: (left: number): string => `额度不能超过主账号剩余额度（${left} 元）`,
  subAccountMissing: '子账号不存在',
  batchNameMissing: '请填写批次名称',
  batchNameLong: '批次名称不能超过 30 字',
  cardCountInvalid: '生成数量须为 1–1000 之间的整数',
  faceValueInvalid: '面值须为 0–10000 元',
  expireDateInvalid: '有效期须为今天或以后的日期',
  ipRemarkLong: '备注不能超过 50 字',
  ipTooMany: '最多可添加 50 条 IP 规则',
  ipOverlap: (other: string): string => `与已有规则「${other}」重叠`,
  ipRuleMissing: '规则不存在',
  // scholar
  profileMissing: '学者资料不存在',
  nameMissing: '请填写姓名',
  fieldMissing: (label: string): string => `请填写${label}`,
  fieldLong: (label: string, max: number): string => `${label}不能超过 ${max} 字`,
  interestsInvalid: '请填写 1–8 个研究方向，每个不超过 20 字',
  listTooLong: (label: string): string => `${label}最多 10 条`,
  expertMissing: '专家不存在',
  followSelf: '不能关注自己',
  serviceMissing: '服务不存在',
  enabledInvalid: '请指定是否提供该服务',
  workTypeInvalid: '请选择作品类型',
  keywordsInvalid: '请填写 1–8 个关键词，每个不超过 20 字',
  authorsInvalid: '作者最多 20 位，且不能为空',
  publishDateInvalid: '发表日期不正确',
  workFilesMissing: '请上传作品文件（1–5 个）',
  workDuplicate: '该作品已提交，请勿重复上传',
  workMissing: '作品不存在',
  workHasExpert: '该作品已关联专家，不能认领',
  workClaimed: '该作品已被认领',
  scholarAuthPending: '学者认证审核中，请耐心等待',
  scholarAuthDone: '您已是认证学者',
  materialsMissing: '请上传 1–5 份证明材料',
} as const;

const WORK_TYPES: readonly WorkType[] = ['journal', 'thesis', 'conference', 'book', 'report'];
const WORK_STATUSES: readonly MyWorkStatus[] = ['published', 'claimed', 'pending', 'rejected'];
const CHANNELS: readonly RecordChannel[] = ['direct', 'promotion'];
const PROMOTION_STATUSES: readonly PromotionStatus[] = ['enabled', 'disabled', 'expired'];
const IMAGE_TYPES = /^image\/(png|jpeg|svg\+xml)$/;
const PROMOTION_CODE = /^[A-Z0-9]{4,16}$/;
const USERNAME = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const IP_RULE_MAX = 50;
const STATS_DEFAULT_DAYS = 30;
const STATS_MAX_DAYS = 366;

// ---- small helpers ----------------------------------------------------------------------------

const searchOf = (request: Request): URLSearchParams => new URL(request.url).searchParams;
const round2 = (value: number): number => Math.round(value * 100) / 100;
const today = (): string => formatDate(new Date());
const now = (): string => formatDateTime(new Date());
const length = (value: string): number => Array.from(value).length;
const forbidden = () => fail(403, CENTER_MESSAGES.forbidden);
const notFound = (message: string) => fail(404, message);

function oneOf<T extends string>(values: readonly T[], raw: unknown): T | undefined {
  return values.find((value) => value === raw);
}

function numberOf(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw === 'string' && /^-?\d+(\.\d+)?$/.test(raw.trim())) return Number(raw);
  return undefined;
}

function idOf(raw: unknown): number {
  return numberOf(raw) ?? Number.NaN;
}

function stringList(raw: unknown): string[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const list = raw.map((item) => (typeof item === 'string' ? item.trim() : ''));
  return list.some((item) => item === '') ? undefined : list;
}

function randomFrom(alphabet: string, size: number): string {
  return Array.from({ length: size }, () => alphabet.charAt(Math.floor(Math.random() * alphabet.length))).join('');
}

/** An avatar as sent: the uploaded image's fileName, or (unchanged) its `/common/imageView/` path. */
function avatarNameOf(raw: string): string {
  return raw.trim().replace(/^(\/api)?\/common\/imageView\//, '');
}

function isImage(fileName: string): boolean {
  const file = fileByName(fileName);
  return file !== undefined && IMAGE_TYPES.test(file.type);
}

function isImageId(fileId: string): boolean {
  const file = fileById(fileId);
  return file !== undefined && IMAGE_TYPES.test(file.type);
}

function dictLabel(dictType: string, value: string): string {
  return db.dicts[dictType]?.find((entry) => entry.dictValue === value)?.dictLabel ?? value;
}

function csvResponse(fileName: string, csv: string): Response {
  return new HttpResponse(csv, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': contentDisposition(fileName) },
  });
}

// ---- who may call -----------------------------------------------------------------------------

type Audience = 'website' | 'scholar' | 'agent' | 'agentLord';

function allowed(account: Account, audience: Audience): boolean {
  switch (audience) {
    case 'website':
      return account.userType === 'website';
    case 'scholar':
      return account.userType === 'website' && account.scholar;
    case 'agent':
      return account.userType === 'agent';
    case 'agentLord':
      return account.userType === 'agent' && account.mainAccount === 'Y';
  }
}

interface Info {
  request: Request;
  params: Record<string, unknown>;
}

/** 401 without a valid token, 403 for the wrong kind of account; else the resolver runs. */
function only(audience: Audience, resolver: (account: Account, info: Info) => Response | Promise<Response>) {
  return (info: Info): Response | Promise<Response> => {
    const account = accountOf(info.request);
    if (!account) return unauthorized();
    settleReviews(account);
    if (!allowed(account, audience)) return forbidden();
    return resolver(account, info);
  };
}

// ---- records ----------------------------------------------------------------------------------

const RECORD_FILE_NAMES: Readonly<Record<ServiceKind, string>> = {
  check: '查重记录',
  aigc: 'AIGC检测记录',
  patent: '专利评估记录',
  patentCheck: '专利检测记录',
  original: '原创认证记录',
  copyright: '版权登记记录',
};

function scopedRecords(accountIds: ReadonlySet<number>): StoredRecord[] {
  const rows = db.center.records.filter((record) => accountIds.has(record.accountId));
  rows.forEach(syncRecord);
  return rows;
}

function recordsOf(params: URLSearchParams, accountIds: ReadonlySet<number>, agent: boolean): StoredRecord[] {
  return filterRecords(scopedRecords(accountIds), {
    accountIds,
    service: oneOf(SERVICE_KINDS, params.get('service')),
    channel: agent ? oneOf(CHANNELS, params.get('channel')) : undefined,
    keyword: params.get('keyword'),
    status: params.get('status')?.trim() || undefined,
    beginTime: dayParam(params.get('beginTime')),
    endTime: dayParam(params.get('endTime')),
  });
}

/** The accounts an institution account asks about: its family, narrowed by `accountId` for a main account. */
function agentScope(account: Account, params: URLSearchParams): Set<number> {
  const family = familyOf(account);
  const wanted = numberOf(params.get('accountId'));
  if (account.mainAccount !== 'Y' || wanted === undefined) return family;
  return family.has(wanted) ? new Set([wanted]) : new Set();
}

function recordsCsv(records: readonly StoredRecord[], agent: boolean): string {
  const header = [
    '编号',
    '标题',
    '作者/权利人',
    '服务',
    '服务类型',
    '状态',
    '相似度(%)',
    '金额(元)',
    '提交时间',
    '完成时间',
    '专利号',
    '备注',
  ];
  if (agent) header.push('账号', '渠道', '推广码', '客户');
  const rows = records.map((record) => {
    const row: Array<string | number | null> = [
      record.code,
      record.title,
      record.author,
      SERVICE_NAMES[record.service],
      record.checkTypeName,
      dictLabel(SERVICE_STATUSES[record.service].dictType, record.status),
      record.similarity,
      record.amount,
      record.createTime,
      record.finishTime,
      record.patentNo,
      record.remark,
    ];
    if (agent) row.push(accountName(record.accountId), dictLabel('record_channel', record.channel), record.promotionCode, record.customer);
    return row;
  });
  return toCsv(header, rows);
}

function recordsFileName(params: URLSearchParams): string {
  const service = oneOf(SERVICE_KINDS, params.get('service'));
  const name = service ? RECORD_FILE_NAMES[service] : '服务记录';
  const promotion = params.get('channel') === 'promotion';
  return `${promotion ? name.replace('记录', '推广记录') : name}-${today().replaceAll('-', '')}.csv`;
}

// ---- individual ---------------------------------------------------------------------------------

function realNameAuthOf(account: Account): RealNameAuth {
  const auth = db.center.realNameAuths.find((candidate) => candidate.accountId === account.id);
  if (!auth)
    return {
      status: account.isAuth,
      realName: null,
      idNumber: null,
      frontFileId: null,
      backFileId: null,
      submitTime: null,
      auditTime: null,
      rejectReason: null,
    };
  return {
    status: auth.status,
    realName: maskName(auth.realName),
    idNumber: maskIdNumber(auth.idNumber),
    frontFileId: auth.frontFileId,
    backFileId: auth.backFileId,
    submitTime: auth.submitTime,
    auditTime: auth.auditTime,
    rejectReason: auth.rejectReason,
  };
}

function recordPage(params: URLSearchParams, accountIds: ReadonlySet<number>, agent: boolean) {
  const page = pageOf(recordsOf(params, accountIds, agent), pagingOf(params));
  return { ...page, rows: page.rows.map(toServiceRecord) };
}

const individualHandlers = [
  http.get(
    '*/center/summary',
    only('website', (account) => {
      const mine = scopedRecords(new Set([account.id]));
      const serviceCounts = SERVICE_KINDS.map((service): ServiceCount => {
        const rows = mine.filter((record) => record.service === service);
        const statuses = SERVICE_STATUSES[service];
        return {
          service,
          total: rows.length,
          running: rows.filter((record) => statuses.running.includes(record.status)).length,
          finished: rows.filter((record) => record.status === statuses.finished).length,
        };
      });
      return okData<CenterSummary>({
        profile: toUserInfo(account),
        authStatus: account.isAuth,
        leftAmount: account.leftAmount,
        availableCouponCount: db.content.coupons.filter((coupon) => coupon.accountId === account.id && coupon.status === 'available')
          .length,
        serviceCounts,
        recentRecords: filterRecords(mine, { accountIds: new Set([account.id]) })
          .slice(0, 5)
          .map(toServiceRecord),
      });
    }),
  ),

  http.get(
    '*/center/records',
    only('website', (account, { request }) => okData(recordPage(searchOf(request), new Set([account.id]), false))),
  ),

  http.get(
    '*/center/records/export',
    only('website', (account, { request }) => {
      const params = searchOf(request);
      return csvResponse(recordsFileName(params), recordsCsv(recordsOf(params, new Set([account.id]), false), false));
    }),
  ),

  http.get(
    '*/center/auth',
    only('website', (account) => okData(realNameAuthOf(account))),
  ),

  http.post(
    '*/center/auth',
    only('website', async (account, { request }) => {
      const current = db.center.realNameAuths.find((candidate) => candidate.accountId === account.id);
      if (current?.status === 1) return fail(500, CENTER_MESSAGES.authPending);
      if (current?.status === 2 || account.isAuth === 2) return fail(500, CENTER_MESSAGES.authDone);
      const body = await readJson(request);
      const realName = text(body, 'realName').trim();
      const idNumber = text(body, 'idNumber').trim().toUpperCase();
      const frontFileId = text(body, 'frontFileId');
      const backFileId = text(body, 'backFileId');
      if (!CHINESE_NAME.test(realName)) return fail(500, CENTER_MESSAGES.realNameInvalid);
      if (!isValidIdNumber(idNumber)) return fail(500, CENTER_MESSAGES.idNumberInvalid);
      if (!isImageId(frontFileId)) return fail(500, CENTER_MESSAGES.idFrontMissing);
      if (!isImageId(backFileId)) return fail(500, CENTER_MESSAGES.idBackMissing);
      const application = {
        accountId: account.id,
        status: 1 as const,
        realName,
        idNumber,
        frontFileId,
        backFileId,
        submitTime: now(),
        auditTime: null,
        rejectReason: null,
        reviewAt: Date.now() + REVIEW_DURATION_MS,
      };
      db.center.realNameAuths = [...db.center.realNameAuths.filter((candidate) => candidate.accountId !== account.id), application];
      account.isAuth = 1;
      commit();
      return okData(realNameAuthOf(account));
    }),
  ),

  http.put(
    '*/center/profile',
    only('website', async (account, { request }) => {
      const body = await readJson(request);
      const nickName = text(body, 'nickName').trim();
      const avatar = avatarNameOf(text(body, 'avatar'));
      if (!nickName) return fail(500, CENTER_MESSAGES.nickNameMissing);
      if (length(nickName) > 30) return fail(500, CENTER_MESSAGES.nickNameLong);
      if (avatar && !isImage(avatar)) return fail(500, CENTER_MESSAGES.avatarMissing);
      account.nickName = nickName;
      if (avatar) account.avatar = `/common/imageView/${avatar}`;
      commit();
      return okData(toUserInfo(account));
    }),
  ),

  http.put(
    '*/center/mobile',
    only('website', async (account, { request }) => {
      const body = await readJson(request);
      const mobile = text(body, 'mobile').trim();
      if (!MAINLAND_MOBILE.test(mobile)) return fail(500, MOCK_MESSAGES.badMobile);
      if (text(body, 'code') !== demoCredentials.smsCode) return fail(500, MOCK_MESSAGES.smsCodeWrong);
      if (mobile === account.mobile) return fail(500, CENTER_MESSAGES.mobileSame);
      if (findAccount((other) => other.userType === 'website' && other.id !== account.id && other.mobile === mobile)) {
        return fail(500, CENTER_MESSAGES.mobileTaken);
      }
      account.mobile = mobile;
      account.userName = mobile;
      commit();
      return okData(toUserInfo(account));
    }),
  ),
];

// ---- institution ------------------------------------------------------------------------------

interface DayRange {
  begin: string;
  end: string;
}

/** The statistics' range: both days given, one of them, or the last 30 days up to today. */
function statsRange(params: URLSearchParams): DayRange | string {
  const beginParam = dayParam(params.get('beginTime'));
  const endParam = dayParam(params.get('endTime'));
  const end = endParam ?? (beginParam && beginParam > today() ? beginParam : today());
  const begin = beginParam ?? addDays(end, -(STATS_DEFAULT_DAYS - 1));
  if (!isValidDay(begin) || !isValidDay(end)) return MOCK_MESSAGES.paramMissing('beginTime');
  if (begin > end) return CENTER_MESSAGES.rangeOrder;
  if (daysBetween(begin, end) > STATS_MAX_DAYS) return CENTER_MESSAGES.rangeLong;
  return { begin, end };
}

function activitiesOf(account: Account, records: readonly StoredRecord[]): AgentActivity[] {
  const events: AgentActivity[] = [];
  for (const record of records) {
    const name = accountName(record.accountId);
    events.push({
      id: `submit-${record.id}`,
      time: record.createTime,
      accountName: name,
      content:
        record.channel === 'promotion'
          ? `推广码 ${record.promotionCode ?? ''} 售出${record.checkTypeName}一次（客户 ${record.customer ?? ''}）`
          : `提交了${record.checkTypeName}《${record.title}》`,
      service: record.service,
      code: record.code,
    });
    const statuses = SERVICE_STATUSES[record.service];
    if (record.finishTime && (record.status === statuses.finished || statuses.failed.includes(record.status))) {
      events.push({
        id: `finish-${record.id}`,
        time: record.finishTime,
        accountName: name,
        content: `《${record.title}》${dictLabel(statuses.dictType, record.status)}`,
        service: record.service,
        code: record.code,
      });
    }
  }
  if (account.mainAccount === 'Y') {
    for (const sub of db.accounts.filter((other) => other.parentId === account.id)) {
      events.push({
        id: `account-${sub.id}`,
        time: sub.createTime,
        accountName: account.nickName,
        content: `新建子账号「${sub.nickName}」（${sub.userName}）`,
        code: null,
      });
    }
  }
  return events.sort((a, b) => b.time.localeCompare(a.time) || a.id.localeCompare(b.id)).slice(0, 10);
}

function checkConfigOf(raw: unknown, types: readonly string[]): CheckConfig | undefined {
  const id = idOf(raw);
  return db.checkConfigs.find((config) => config.id === id && types.includes(config.type));
}

function serviceExpired(account: Account): boolean {
  return !!account.expireDate && account.expireDate < today();
}

/** A new report and its record, 检测中 until CHECK_DURATION_MS has passed. */
function startCheck(
  account: Account,
  config: CheckConfig,
  service: ServiceKind,
  title: string,
  author: string,
  extra: Partial<StoredRecord> = {},
): StoredRecord {
  const createTime = now();
  const report: StoredReport = {
    code: nextReportCode(),
    verifyCode: verifyCodeOf(),
    title,
    author,
    checkTypeName: checkTypeNameOf(config),
    status: '2',
    createTime,
    fileId: null,
    similarity: null,
    accountId: account.id,
    readyAt: Date.now() + CHECK_DURATION_MS,
  };
  db.content.reports.unshift(report);
  const record: StoredRecord = {
    id: nextCenterId(),
    code: report.code,
    reportCode: report.code,
    service,
    title,
    author,
    checkTypeId: config.id,
    checkTypeName: report.checkTypeName,
    status: '2',
    createTime,
    finishTime: null,
    fileId: null,
    similarity: null,
    amount: config.price ?? 0,
    channel: 'direct',
    promotionCode: null,
    customer: null,
    patentNo: null,
    accountId: account.id,
    remark: null,
    ...extra,
  };
  db.center.records.push(record);
  return record;
}

function promotionStatusOf(promotion: StoredPromotion): PromotionStatus {
  if (promotion.validUntil < today()) return 'expired';
  return promotion.enabled ? 'enabled' : 'disabled';
}

function toPromotionItem(promotion: StoredPromotion): PromotionCodeItem {
  const used = db.center.records.filter(
    (record) => record.channel === 'promotion' && record.accountId === promotion.accountId && record.promotionCode === promotion.code,
  );
  const { accountId: _accountId, enabled: _enabled, ...rest } = promotion;
  return {
    ...rest,
    checkTypeName: checkTypeNameOf(db.checkConfigs.find((config) => config.id === promotion.checkTypeId)),
    status: promotionStatusOf(promotion),
    useCount: used.length,
    totalAmount: round2(used.reduce((sum, record) => sum + record.amount, 0)),
    link: promotion.service === 'aigc' ? `/aigc/check/${promotion.code}` : `/promotion/check/${promotion.code}`,
  };
}

function subAccountsOf(main: Account): Account[] {
  return db.accounts.filter((account) => account.parentId === main.id);
}

function toSubAccount(account: Account): SubAccount {
  const records = db.center.records.filter((record) => record.accountId === account.id);
  const latest = records.reduce<string | null>((max, record) => (max === null || record.createTime > max ? record.createTime : max), null);
  return {
    id: account.id,
    username: account.userName,
    nickName: account.nickName,
    mobile: account.mobile,
    status: account.status ?? '0',
    leftAmount: account.leftAmount,
    checkCount: records.length,
    createTime: account.createTime,
    // Seeded accounts have not logged in during this session: their last activity stands in.
    lastLoginTime: account.lastLoginTime ?? latest,
  };
}

function subAccountOf(main: Account, raw: unknown): Account | undefined {
  const id = idOf(raw);
  return subAccountsOf(main).find((account) => account.id === id);
}

/** Nickname and mobile of the create and edit forms; a message when one is wrong. */
function subAccountFieldsProblem(nickName: string, mobile: string): string | undefined {
  if (!nickName) return CENTER_MESSAGES.nickNameMissing;
  if (length(nickName) > 30) return CENTER_MESSAGES.nickNameLong;
  if (!MAINLAND_MOBILE.test(mobile)) return MOCK_MESSAGES.badMobile;
  return undefined;
}

function revokeSessionsOf(account: Account): void {
  for (const [token, id] of db.sessions) if (id === account.id) db.sessions.delete(token);
}

function cardStatusOf(card: StoredCard, batch: StoredCardBatch): Card['status'] {
  if (card.used) return '1';
  return batch.expireDate < today() ? '2' : '0';
}

function toCardBatch(batch: StoredCardBatch): CardBatch {
  const cards = db.center.cards.filter((card) => card.batchId === batch.id);
  const statuses = cards.map((card) => cardStatusOf(card, batch));
  const { accountId: _accountId, ...rest } = batch;
  return {
    ...rest,
    count: cards.length,
    usedCount: statuses.filter((status) => status === '1').length,
    unusedCount: statuses.filter((status) => status === '0').length,
    expiredCount: statuses.filter((status) => status === '2').length,
  };
}

function cardsOf(main: Account, params: URLSearchParams): Card[] {
  const batches = new Map(db.center.cardBatches.filter((batch) => batch.accountId === main.id).map((batch) => [batch.id, batch]));
  const batchId = numberOf(params.get('batchId'));
  const status = oneOf(['0', '1', '2'] as const, params.get('status'));
  const terms = termsOf(params.get('keyword'));
  const rows: Card[] = [];
  for (const card of db.center.cards) {
    const batch = batches.get(card.batchId);
    if (!batch || (batchId !== undefined && batch.id !== batchId)) continue;
    const cardStatus = cardStatusOf(card, batch);
    if (status && cardStatus !== status) continue;
    if (!terms.every((term) => includesText(card.cardNo, term))) continue;
    rows.push({
      id: card.id,
      batchId: batch.id,
      batchNo: batch.batchNo,
      cardNo: card.cardNo,
      cardSecret: card.cardSecret,
      checkTypeName: batch.checkTypeName,
      faceValue: batch.faceValue,
      status: cardStatus,
      expireDate: batch.expireDate,
      usedTime: card.usedTime,
      usedBy: card.usedBy,
      createTime: batch.createTime,
    });
  }
  return rows.sort((a, b) => b.createTime.localeCompare(a.createTime) || b.batchId - a.batchId || a.id - b.id);
}

function toIpRule({ accountId: _accountId, ...rule }: (typeof db.center.ipRules)[number]): IpRule {
  return rule;
}

const institutionHandlers = [
  http.get(
    '*/agent/home/summary',
    only('agent', (account) => {
      const records = scopedRecords(familyOf(account));
      const day = today();
      const month = day.slice(0, 7);
      const todayRows = records.filter((record) => record.createTime.startsWith(day));
      const monthRows = records.filter((record) => record.createTime.startsWith(month));
      return okData<AgentSummary>({
        nickName: account.nickName,
        mainAccount: account.mainAccount ?? 'N',
        leftAmount: account.leftAmount,
        expireDate: account.expireDate ?? null,
        childCount: account.mainAccount === 'Y' ? childCountOf(account) : 0,
        todayCount: todayRows.length,
        todayAmount: totals(todayRows).totalAmount,
        monthCount: monthRows.length,
        monthAmount: totals(monthRows).totalAmount,
        totalCount: records.length,
        recentActivities: activitiesOf(account, records),
      });
    }),
  ),

  http.get(
    '*/agent/statistics/check',
    only('agent', (account, { request }) => {
      const params = searchOf(request);
      const range = statsRange(params);
      if (typeof range === 'string') return fail(500, range);
      const service = oneOf(SERVICE_KINDS, params.get('service'));
      const rows = scopedRecords(agentScope(account, params)).filter(
        (record) =>
          record.channel === 'direct' && (!service || record.service === service) && inDayRange(record.createTime, range.begin, range.end),
      );
      return okData<CheckStatistics>({
        beginTime: range.begin,
        endTime: range.end,
        ...totals(rows),
        byDay: statsByDay(rows, range.begin, range.end),
        byCheckType: statsByCheckType(rows),
        byAccount: statsByAccount(rows, accountName),
      });
    }),
  ),

  http.get(
    '*/agent/statistics/promotion',
    only('agentLord', (account, { request }) => {
      const params = searchOf(request);
      const range = statsRange(params);
      if (typeof range === 'string') return fail(500, range);
      const service = oneOf(SERVICE_KINDS, params.get('service'));
      const rows = scopedRecords(new Set([account.id])).filter(
        (record) =>
          record.channel === 'promotion' &&
          (!service || record.service === service) &&
          inDayRange(record.createTime, range.begin, range.end),
      );
      const names = new Map(
        db.center.promotions.filter((promotion) => promotion.accountId === account.id).map((promotion) => [promotion.code, promotion.name]),
      );
      return okData<PromotionStatistics>({
        beginTime: range.begin,
        endTime: range.end,
        ...totals(rows),
        byDay: statsByDay(rows, range.begin, range.end),
        byCode: statsByCode(rows, (code) => names.get(code) ?? code),
      });
    }),
  ),

  http.get(
    '*/agent/records',
    only('agent', (account, { request }) => {
      const params = searchOf(request);
      return okData(recordPage(params, agentScope(account, params), true));
    }),
  ),

  http.get(
    '*/agent/records/export',
    only('agent', (account, { request }) => {
      const params = searchOf(request);
      return csvResponse(recordsFileName(params), recordsCsv(recordsOf(params, agentScope(account, params), true), true));
    }),
  ),

  http.post(
    '*/agent/check/submit',
    only('agent', async (account, { request }) => {
      if (serviceExpired(account)) return fail(500, CENTER_MESSAGES.serviceExpired);
      const body = await readJson(request);
      const config = checkConfigOf(body.checkTypeId, ['check', 'aigc']);
      if (!config) return fail(500, CENTER_MESSAGES.checkTypeMissing);
      const items = Array.isArray(body.items) ? (body.items as unknown[]) : [];
      if (items.length === 0) return fail(500, CENTER_MESSAGES.itemsMissing);
      if (items.length > 20) return fail(500, CENTER_MESSAGES.itemsTooMany);
      const parsed: Array<{ fileId: string; title: string; author: string }> = [];
      for (const [index, raw] of items.entries()) {
        const item = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
        const fileId = text(item, 'fileId');
        const title = text(item, 'title').trim();
        const author = text(item, 'author').trim();
        const problem = !fileById(fileId)
          ? CENTER_MESSAGES.fileMissing
          : !title
            ? CENTER_MESSAGES.titleMissing
            : length(title) > 200
              ? CENTER_MESSAGES.titleLong
              : !author
                ? CENTER_MESSAGES.authorMissing
                : length(author) > 50
                  ? CENTER_MESSAGES.authorLong
                  : undefined;
        if (problem) return fail(500, items.length > 1 ? CENTER_MESSAGES.itemProblem(index + 1, problem) : problem);
        parsed.push({ fileId, title, author });
      }
      const payAmount = round2((config.price ?? 0) * parsed.length);
      if (account.leftAmount < payAmount) return fail(500, CENTER_MESSAGES.balance(payAmount, account.leftAmount));
      account.leftAmount = round2(account.leftAmount - payAmount);
      const service: ServiceKind = config.type === 'aigc' ? 'aigc' : 'check';
      const records = parsed.map((item) => startCheck(account, config, service, item.title, item.author));
      commit();
      return okData<AgentCheckSubmission>({ records: records.map(toServiceRecord), payAmount, leftAmount: account.leftAmount });
    }),
  ),

  http.post(
    '*/agent/patent/submit',
    only('agent', async (account, { request }) => {
      if (serviceExpired(account)) return fail(500, CENTER_MESSAGES.serviceExpired);
      const body = await readJson(request);
      const config = checkConfigOf(body.checkTypeId, ['patent', 'patentCheck']);
      if (!config) return fail(500, CENTER_MESSAGES.patentTypeMissing);
      const evaluation = config.type === 'patent';
      const patentNo = text(body, 'patentNo').trim();
      const patentName = text(body, 'patentName').trim();
      const owner = text(body, 'owner').trim();
      const fileId = text(body, 'fileId');
      const contactName = text(body, 'contactName').trim();
      const contactMobile = text(body, 'contactMobile').trim();
      const remark = text(body, 'remark').trim();
      if (evaluation || patentNo) {
        const verdict = validatePatentNumber(patentNo);
        if (!verdict.valid) return fail(500, verdict.reason ?? MOCK_MESSAGES.paramMissing('patentNo'));
      }
      const problem = !patentName
        ? CENTER_MESSAGES.patentNameMissing
        : length(patentName) > 200
          ? CENTER_MESSAGES.patentNameLong
          : !owner
            ? CENTER_MESSAGES.ownerMissing
            : length(owner) > 100
              ? CENTER_MESSAGES.ownerLong
              : !evaluation && !fileById(fileId)
                ? CENTER_MESSAGES.patentFileMissing
                : length(contactName) > 30
                  ? CENTER_MESSAGES.contactNameLong
                  : contactMobile && !MAINLAND_MOBILE.test(contactMobile)
                    ? MOCK_MESSAGES.badMobile
                    : length(remark) > 500
                      ? CENTER_MESSAGES.remarkLong
                      : undefined;
      if (problem) return fail(500, problem);
      const price = config.price ?? 0;
      if (account.leftAmount < price) return fail(500, CENTER_MESSAGES.balance(price, account.leftAmount));
      account.leftAmount = round2(account.leftAmount - price);
      let record: StoredRecord;
      if (evaluation) {
        const id = nextCenterId();
        const createTime = now();
        record = {
          id,
          code: businessCode('PG', createTime, id),
          service: 'patent',
          title: patentName,
          author: owner,
          checkTypeId: config.id,
          checkTypeName: checkTypeNameOf(config),
          status: '0',
          createTime,
          finishTime: null,
          fileId: null,
          similarity: null,
          amount: price,
          channel: 'direct',
          promotionCode: null,
          customer: null,
          patentNo,
          accountId: account.id,
          remark: remark || null,
        };
        db.center.records.push(record);
      } else {
        record = startCheck(account, config, 'patentCheck', patentName, owner, { patentNo: patentNo || null, remark: remark || null });
      }
      commit();
      return okData(toServiceRecord(record));
    }),
  ),

  http.get(
    '*/agent/promotion/list',
    only('agentLord', (account, { request }) => {
      const params = searchOf(request);
      const terms = termsOf(params.get('keyword'));
      const status = oneOf(PROMOTION_STATUSES, params.get('status'));
      const service = oneOf(['check', 'aigc'] as const, params.get('service'));
      const rows = db.center.promotions
        .filter(
          (promotion) =>
            promotion.accountId === account.id &&
            (!status || promotionStatusOf(promotion) === status) &&
            (!service || promotion.service === service) &&
            terms.every((term) => includesText(promotion.code, term) || includesText(promotion.name, term)),
        )
        .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id)
        .map(toPromotionItem);
      return okData(pageOf(rows, pagingOf(params)));
    }),
  ),

  http.post(
    '*/agent/promotion',
    only('agentLord', async (account, { request }) => {
      const body = await readJson(request);
      const name = text(body, 'name').trim();
      const config = checkConfigOf(body.checkTypeId, ['check', 'aigc']);
      const discount = numberOf(body.discount);
      const validUntil = text(body, 'validUntil').trim();
      let code = text(body, 'code').trim().toUpperCase();
      if (!name) return fail(500, CENTER_MESSAGES.promotionNameMissing);
      if (length(name) > 30) return fail(500, CENTER_MESSAGES.promotionNameLong);
      if (!config) return fail(500, CENTER_MESSAGES.checkTypeMissing);
      if (discount === undefined || discount < 0.1 || discount > 1 || Math.round(discount * 100) !== discount * 100) {
        return fail(500, CENTER_MESSAGES.discountInvalid);
      }
      if (!isValidDay(validUntil) || validUntil < today()) return fail(500, CENTER_MESSAGES.validUntilInvalid);
      const taken = (candidate: string): boolean =>
        db.center.promotions.some((promotion) => promotion.code === candidate) ||
        db.content.promotionCodes.some((promotion) => promotion.code === candidate);
      if (code) {
        if (!PROMOTION_CODE.test(code)) return fail(500, CENTER_MESSAGES.promotionCodeInvalid);
        if (taken(code)) return fail(500, CENTER_MESSAGES.promotionCodeTaken);
      } else {
        do code = `JC${randomFrom(CODE_ALPHABET, 6)}`;
        while (taken(code));
      }
      const promotion: StoredPromotion = {
        id: nextCenterId(),
        accountId: account.id,
        code,
        name,
        service: config.type === 'aigc' ? 'aigc' : 'check',
        checkTypeId: config.id,
        discount,
        validUntil,
        enabled: true,
        createTime: now(),
      };
      db.center.promotions.push(promotion);
      commit();
      return okData(toPromotionItem(promotion));
    }),
  ),

  http.put(
    '*/agent/promotion/:id/status',
    only('agentLord', async (account, { request, params }) => {
      const id = idOf(params.id);
      const promotion = db.center.promotions.find((candidate) => candidate.id === id && candidate.accountId === account.id);
      if (!promotion) return notFound(CENTER_MESSAGES.promotionMissing);
      const status = oneOf(['enabled', 'disabled'] as const, (await readJson(request)).status);
      if (!status) return fail(500, CENTER_MESSAGES.statusInvalid);
      if (status === 'enabled' && promotionStatusOf(promotion) === 'expired') return fail(500, CENTER_MESSAGES.promotionExpired);
      promotion.enabled = status === 'enabled';
      commit();
      return okData(toPromotionItem(promotion));
    }),
  ),

  http.get(
    '*/agent/subAccount/list',
    only('agentLord', (account, { request }) => {
      const params = searchOf(request);
      const terms = termsOf(params.get('keyword'));
      const status = oneOf(['0', '1'] as const, params.get('status'));
      const rows = subAccountsOf(account)
        .filter(
          (sub) =>
            (!status || (sub.status ?? '0') === status) &&
            terms.every((term) => [sub.userName, sub.nickName, sub.mobile].some((value) => includesText(value, term))),
        )
        .sort((a, b) => a.createTime.localeCompare(b.createTime) || a.id - b.id)
        .map(toSubAccount);
      return okData(pageOf(rows, pagingOf(params)));
    }),
  ),

  http.post(
    '*/agent/subAccount',
    only('agentLord', async (account, { request }) => {
      const body = await readJson(request);
      const username = text(body, 'username').trim();
      const nickName = text(body, 'nickName').trim();
      const mobile = text(body, 'mobile').trim();
      const password = text(body, 'password');
      const quota = numberOf(body.quota);
      if (!USERNAME.test(username)) return fail(500, CENTER_MESSAGES.usernameInvalid);
      if (findAccount((other) => other.userType === 'agent' && other.userName.toLowerCase() === username.toLowerCase())) {
        return fail(500, CENTER_MESSAGES.usernameTaken);
      }
      const problem = subAccountFieldsProblem(nickName, mobile) ?? passwordProblem(password);
      if (problem) return fail(500, problem);
      if (quota === undefined || quota < 0) return fail(500, CENTER_MESSAGES.quotaInvalid);
      if (quota > account.leftAmount) return fail(500, CENTER_MESSAGES.quotaTooHigh(account.leftAmount));
      const sub: Account = {
        id: db.nextAccountId,
        userType: 'agent',
        userName: username,
        nickName,
        mobile,
        password,
        avatar: null,
        isAuth: 2,
        scholar: false,
        leftAmount: round2(quota),
        createTime: now(),
        roles: ['agentChild'],
        mainAccount: 'N',
        parentId: account.id,
        expireDate: account.expireDate ?? null,
        mustResetPassword: false,
        status: '0',
      };
      db.nextAccountId += 1;
      db.accounts.push(sub);
      account.leftAmount = round2(account.leftAmount - quota);
      commit();
      return okData(toSubAccount(sub));
    }),
  ),

  http.put(
    '*/agent/subAccount/:id',
    only('agentLord', async (account, { request, params }) => {
      const sub = subAccountOf(account, params.id);
      if (!sub) return notFound(CENTER_MESSAGES.subAccountMissing);
      const body = await readJson(request);
      const nickName = text(body, 'nickName').trim();
      const mobile = text(body, 'mobile').trim();
      const quota = numberOf(body.quota);
      const problem = subAccountFieldsProblem(nickName, mobile);
      if (problem) return fail(500, problem);
      if (quota === undefined || quota < 0) return fail(500, CENTER_MESSAGES.quotaInvalid);
      const delta = round2(quota - sub.leftAmount);
      if (delta > account.leftAmount) return fail(500, CENTER_MESSAGES.quotaTooHigh(round2(account.leftAmount + sub.leftAmount)));
      account.leftAmount = round2(account.leftAmount - delta);
      sub.leftAmount = round2(quota);
      sub.nickName = nickName;
      sub.mobile = mobile;
      commit();
      return okData(toSubAccount(sub));
    }),
  ),

  http.put(
    '*/agent/subAccount/:id/status',
    only('agentLord', async (account, { request, params }) => {
      const sub = subAccountOf(account, params.id);
      if (!sub) return notFound(CENTER_MESSAGES.subAccountMissing);
      const status = oneOf(['0', '1'] as const, (await readJson(request)).status);
      if (!status) return fail(500, CENTER_MESSAGES.statusInvalid);
      sub.status = status;
      if (status === '1') revokeSessionsOf(sub);
      commit();
      return okData(toSubAccount(sub));
    }),
  ),

  http.put(
    '*/agent/subAccount/:id/password',
    only('agentLord', async (account, { request, params }) => {
      const sub = subAccountOf(account, params.id);
      if (!sub) return notFound(CENTER_MESSAGES.subAccountMissing);
      const given = text(await readJson(request), 'password');
      if (given) {
        const problem = passwordProblem(given);
        if (problem) return fail(500, problem);
      }
      // Letters and digits only, so it is easy to read out; it always meets the password rules.
      const password = given || `Jc${randomFrom('23456789', 4)}${randomFrom('abcdefghjkmnpqrstuvwxyz', 4)}`;
      sub.password = password;
      sub.mustResetPassword = true;
      commit();
      return okData<SubAccountPassword>(given ? { generated: false } : { generated: true, password });
    }),
  ),

  http.get(
    '*/agent/card/batch/list',
    only('agentLord', (account, { request }) => {
      const params = searchOf(request);
      const terms = termsOf(params.get('keyword'));
      const begin = dayParam(params.get('beginTime'));
      const end = dayParam(params.get('endTime'));
      const rows = db.center.cardBatches
        .filter(
          (batch) =>
            batch.accountId === account.id &&
            inDayRange(batch.createTime, begin, end) &&
            terms.every((term) => includesText(batch.name, term) || includesText(batch.batchNo, term)),
        )
        .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id)
        .map(toCardBatch);
      return okData(pageOf(rows, pagingOf(params)));
    }),
  ),

  http.post(
    '*/agent/card/batch',
    only('agentLord', async (account, { request }) => {
      const body = await readJson(request);
      const name = text(body, 'name').trim();
      const config = checkConfigOf(body.checkTypeId, ['check', 'aigc']);
      const count = numberOf(body.count);
      const faceValue =
        body.faceValue === undefined || body.faceValue === null || body.faceValue === '' ? config?.price : numberOf(body.faceValue);
      const expireDate = text(body, 'expireDate').trim();
      if (!name) return fail(500, CENTER_MESSAGES.batchNameMissing);
      if (length(name) > 30) return fail(500, CENTER_MESSAGES.batchNameLong);
      if (!config) return fail(500, CENTER_MESSAGES.checkTypeMissing);
      if (count === undefined || !Number.isInteger(count) || count < 1 || count > 1000) return fail(500, CENTER_MESSAGES.cardCountInvalid);
      if (faceValue === undefined || faceValue < 0 || faceValue > 10_000) return fail(500, CENTER_MESSAGES.faceValueInvalid);
      if (!isValidDay(expireDate) || expireDate < today()) return fail(500, CENTER_MESSAGES.expireDateInvalid);
      const day = today().replaceAll('-', '');
      const sameDay = db.center.cardBatches.filter((batch) => batch.batchNo.startsWith(`KP${day}`)).length;
      const batch: StoredCardBatch = {
        id: nextCenterId(),
        accountId: account.id,
        batchNo: `KP${day}${String(sameDay + 1).padStart(4, '0')}`,
        name,
        checkTypeId: config.id,
        checkTypeName: checkTypeNameOf(config),
        faceValue: round2(faceValue),
        expireDate,
        createTime: now(),
      };
      db.center.cardBatches.push(batch);
      const taken = new Set(db.center.cards.map((card) => card.cardNo));
      for (let n = 0; n < count; n += 1) {
        let cardNo: string;
        do cardNo = `JC${randomFrom('0123456789', 10)}`;
        while (taken.has(cardNo));
        taken.add(cardNo);
        db.center.cards.push({
          id: nextCenterId(),
          batchId: batch.id,
          cardNo,
          cardSecret: randomFrom(CODE_ALPHABET, 12),
          used: false,
          usedTime: null,
          usedBy: null,
        });
      }
      commit();
      return okData(toCardBatch(batch));
    }),
  ),

  http.get(
    '*/agent/card/list',
    only('agentLord', (account, { request }) => {
      const params = searchOf(request);
      return okData(pageOf(cardsOf(account, params), pagingOf(params)));
    }),
  ),

  http.get(
    '*/agent/card/export',
    only('agentLord', (account, { request }) => {
      const params = searchOf(request);
      const cards = cardsOf(account, params);
      const batch = db.center.cardBatches.find(
        (candidate) => candidate.accountId === account.id && candidate.id === numberOf(params.get('batchId')),
      );
      const header = ['批次号', '卡号', '卡密', '检测类型', '面值(元)', '状态', '有效期至', '使用时间', '使用人'];
      const rows = cards.map((card) => [
        card.batchNo,
        card.cardNo,
        card.cardSecret,
        card.checkTypeName,
        card.faceValue,
        dictLabel('card_status', card.status),
        card.expireDate,
        card.usedTime,
        card.usedBy,
      ]);
      return csvResponse(`卡密明细-${batch ? batch.batchNo : today().replaceAll('-', '')}.csv`, toCsv(header, rows));
    }),
  ),

  http.get(
    '*/agent/ip/list',
    only('agentLord', (account, { request }) => {
      const rows = db.center.ipRules
        .filter((rule) => rule.accountId === account.id)
        .sort((a, b) => a.createTime.localeCompare(b.createTime) || a.id - b.id)
        .map(toIpRule);
      return okData(pageOf(rows, pagingOf(searchOf(request))));
    }),
  ),

  http.post(
    '*/agent/ip',
    only('agentLord', async (account, { request }) => {
      const body = await readJson(request);
      const range = ipRangeOf({ startIp: text(body, 'startIp'), endIp: text(body, 'endIp'), cidr: text(body, 'cidr') });
      if (typeof range === 'string') return fail(500, range);
      const remark = text(body, 'remark').trim();
      if (length(remark) > 50) return fail(500, CENTER_MESSAGES.ipRemarkLong);
      const rules = db.center.ipRules.filter((rule) => rule.accountId === account.id);
      if (rules.length >= IP_RULE_MAX) return fail(500, CENTER_MESSAGES.ipTooMany);
      for (const rule of rules) {
        const other = { start: ipNumber(rule.startIp), end: ipNumber(rule.endIp) };
        if (rangesOverlap(range, other))
          return fail(500, CENTER_MESSAGES.ipOverlap(rule.remark || rule.cidr || `${rule.startIp}–${rule.endIp}`));
      }
      const rule = {
        id: nextCenterId(),
        accountId: account.id,
        startIp: formatIpv4(range.start),
        endIp: formatIpv4(range.end),
        cidr: range.cidr,
        remark,
        createTime: now(),
        createBy: account.userName,
      };
      db.center.ipRules.push(rule);
      commit();
      return okData(toIpRule(rule));
    }),
  ),

  http.delete(
    '*/agent/ip/:id',
    only('agentLord', (account, { params }) => {
      const id = idOf(params.id);
      const before = db.center.ipRules.length;
      db.center.ipRules = db.center.ipRules.filter((rule) => !(rule.id === id && rule.accountId === account.id));
      if (db.center.ipRules.length === before) return notFound(CENTER_MESSAGES.ipRuleMissing);
      commit();
      return ok();
    }),
  ),
];

function ipNumber(address: string): number {
  const range = ipRangeOf({ startIp: address });
  return typeof range === 'string' ? Number.NaN : range.start;
}

// ---- scholar ------------------------------------------------------------------------------------

function toScholarProfile(account: Account, profile: StoredScholarProfile): ScholarProfile {
  const { accountId: _accountId, ...rest } = profile;
  return {
    ...rest,
    researchInterests: [...profile.researchInterests],
    education: [...profile.education],
    honors: [...profile.honors],
    field: fieldOf(profile),
    mobile: account.mobile,
    fansCount: fansOf(profile).length,
    attentionCount: db.center.attention.filter((row) => row.accountId === account.id).length,
    worksCount: scholarPublicWorks(account.id).length,
  };
}

function toMyWork({ accountId: _accountId, ...work }: StoredMyWork): MyWork {
  return work;
}

function scholarAuthOf(account: Account): ScholarAuth {
  const auth = db.center.scholarAuths.find((candidate) => candidate.accountId === account.id);
  if (!auth) {
    return {
      status: account.scholar ? 2 : 0,
      realName: null,
      institution: null,
      title: null,
      discipline: null,
      materialFileIds: [],
      submitTime: null,
      auditTime: null,
      rejectReason: null,
    };
  }
  const { accountId: _accountId, reviewAt: _reviewAt, researchInterests: _interests, ...shown } = auth;
  return { ...shown, materialFileIds: [...auth.materialFileIds] };
}

function attentionStatus(account: Account, expertId: number): AttentionStatusData {
  return { expertId, followed: db.center.attention.some((row) => row.accountId === account.id && row.expertId === expertId) };
}

/** Required text up to `max` characters; a message when missing or too long. */
function requiredText(value: string, label: string, max: number): string | undefined {
  if (!value) return CENTER_MESSAGES.fieldMissing(label);
  if (length(value) > max) return CENTER_MESSAGES.fieldLong(label, max);
  return undefined;
}

function claimedWorkIds(): Set<number> {
  return new Set(
    db.center.myWorks.filter((work) => work.status === 'claimed' && work.workId !== null).map((work) => work.workId as number),
  );
}

const scholarHandlers = [
  http.get(
    '*/scholar/profile',
    only('scholar', (account) => {
      const profile = scholarProfileOf(account.id);
      return profile ? okData(toScholarProfile(account, profile)) : notFound(CENTER_MESSAGES.profileMissing);
    }),
  ),

  http.put(
    '*/scholar/profile',
    only('scholar', async (account, { request }) => {
      const profile = scholarProfileOf(account.id);
      if (!profile) return notFound(CENTER_MESSAGES.profileMissing);
      const body = await readJson(request);
      const name = text(body, 'name').trim();
      const title = text(body, 'title').trim();
      const institution = text(body, 'institution').trim();
      const discipline = text(body, 'discipline').trim();
      const bio = text(body, 'bio').trim();
      const avatar = avatarNameOf(text(body, 'avatar'));
      const interests = stringList(body.researchInterests);
      const education = body.education === undefined ? profile.education : stringList(body.education);
      const honors = body.honors === undefined ? profile.honors : stringList(body.honors);
      const problem =
        requiredText(name, '姓名', 20) ??
        requiredText(title, '职称', 20) ??
        requiredText(institution, '工作单位', 50) ??
        requiredText(discipline, '学科', 30) ??
        requiredText(bio, '个人简介', 2000) ??
        (!interests || interests.length < 1 || interests.length > 8 || interests.some((item) => length(item) > 20)
          ? CENTER_MESSAGES.interestsInvalid
          : undefined) ??
        (!education || education.length > 10 ? CENTER_MESSAGES.listTooLong('教育经历') : undefined) ??
        (!honors || honors.length > 10 ? CENTER_MESSAGES.listTooLong('荣誉') : undefined) ??
        (avatar && !isImage(avatar) ? CENTER_MESSAGES.avatarMissing : undefined);
      if (problem) return fail(500, problem);
      Object.assign(profile, {
        name,
        title,
        institution,
        discipline,
        bio,
        researchInterests: interests ?? [],
        education: education ?? [],
        honors: honors ?? [],
        ...(avatar ? { avatar: `/common/imageView/${avatar}` } : {}),
      });
      commit();
      return okData(toScholarProfile(account, profile));
    }),
  ),

  http.get(
    '*/scholar/fans',
    only('scholar', (account, { request }) => {
      const profile = scholarProfileOf(account.id);
      if (!profile) return notFound(CENTER_MESSAGES.profileMissing);
      const params = searchOf(request);
      const terms = termsOf(params.get('keyword'));
      const rows = fansOf(profile).filter((fan) =>
        terms.every((term) => includesText(fan.nickName, term) || includesText(fan.institution ?? '', term)),
      );
      return okData(pageOf(rows, pagingOf(params)));
    }),
  ),

  http.get(
    '*/scholar/attention',
    only('website', (account, { request }) => {
      const params = searchOf(request);
      const terms = termsOf(params.get('keyword'));
      const rows = db.center.attention
        .filter((row) => row.accountId === account.id)
        .flatMap((row): Attention[] => {
          const expert = expertById(row.expertId);
          if (!expert) return [];
          const { id, name, avatar, title, institution, discipline, field, fansCount } = expert;
          return [{ expertId: id, name, avatar, title, institution, discipline, field, fansCount, followTime: row.followTime }];
        })
        .filter((row) => terms.every((term) => [row.name, row.institution, row.field].some((value) => includesText(value, term))))
        .sort((a, b) => b.followTime.localeCompare(a.followTime) || a.expertId - b.expertId);
      return okData(pageOf(rows, pagingOf(params)));
    }),
  ),

  http.get(
    '*/scholar/attention/:expertId',
    only('website', (account, { params }) => {
      const expertId = idOf(params.expertId);
      return expertById(expertId) ? okData(attentionStatus(account, expertId)) : notFound(CENTER_MESSAGES.expertMissing);
    }),
  ),

  http.post(
    '*/scholar/attention/:expertId',
    only('website', (account, { params }) => {
      const expertId = idOf(params.expertId);
      if (!expertById(expertId)) return notFound(CENTER_MESSAGES.expertMissing);
      if (scholarProfileOf(account.id)?.expertId === expertId) return fail(500, CENTER_MESSAGES.followSelf);
      if (!attentionStatus(account, expertId).followed) {
        db.center.attention.push({ accountId: account.id, expertId, followTime: now() });
        commit();
      }
      return okData(attentionStatus(account, expertId));
    }),
  ),

  http.delete(
    '*/scholar/attention/:expertId',
    only('website', (account, { params }) => {
      const expertId = idOf(params.expertId);
      if (!expertById(expertId)) return notFound(CENTER_MESSAGES.expertMissing);
      db.center.attention = db.center.attention.filter((row) => !(row.accountId === account.id && row.expertId === expertId));
      commit();
      return okData(attentionStatus(account, expertId));
    }),
  ),

  http.get(
    '*/scholar/services',
    only('scholar', (account) =>
      okData(
        db.center.scholarServices
          .filter((service) => service.accountId === account.id)
          .sort((a, b) => a.id - b.id)
          .map(({ accountId: _accountId, ...service }): ScholarService => service),
      ),
    ),
  ),

  http.put(
    '*/scholar/services/:id/status',
    only('scholar', async (account, { request, params }) => {
      const id = idOf(params.id);
      const service = db.center.scholarServices.find((candidate) => candidate.id === id && candidate.accountId === account.id);
      if (!service) return notFound(CENTER_MESSAGES.serviceMissing);
      const enabled = (await readJson(request)).enabled;
      if (typeof enabled !== 'boolean') return fail(500, CENTER_MESSAGES.enabledInvalid);
      service.enabled = enabled;
      commit();
      const { accountId: _accountId, ...shown } = service;
      return okData<ScholarService>(shown);
    }),
  ),

  http.get(
    '*/scholar/works',
    only('scholar', (account, { request }) => {
      const params = searchOf(request);
      const status = oneOf(WORK_STATUSES, params.get('status'));
      const terms = termsOf(params.get('keyword'));
      const begin = dayParam(params.get('beginTime'));
      const end = dayParam(params.get('endTime'));
      const rows = db.center.myWorks
        .filter(
          (work) =>
            work.accountId === account.id &&
            (!status || work.status === status) &&
            inDayRange(work.createTime, begin, end) &&
            terms.every((term) => [work.title, ...work.keywords, ...work.authors].some((value) => includesText(value, term))),
        )
        .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id)
        .map(toMyWork);
      return okData(pageOf(rows, pagingOf(params)));
    }),
  ),

  http.post(
    '*/scholar/works',
    only('scholar', async (account, { request }) => {
      const profile = scholarProfileOf(account.id);
      const body = await readJson(request);
      const title = text(body, 'title').trim();
      const type = oneOf(WORK_TYPES, body.type);
      const abstract = text(body, 'abstract').trim();
      const keywords = stringList(body.keywords);
      const authors = body.authors === undefined || body.authors === null ? [profile?.name ?? account.nickName] : stringList(body.authors);
      const source = text(body, 'source').trim();
      const publishDate = text(body, 'publishDate').trim();
      const fileIds = Array.isArray(body.fileIds) ? body.fileIds.filter((id): id is string => typeof id === 'string') : [];
      const problem =
        requiredText(title, '作品标题', 200) ??
        (!type ? CENTER_MESSAGES.workTypeInvalid : undefined) ??
        requiredText(abstract, '摘要', 2000) ??
        (!keywords || keywords.length < 1 || keywords.length > 8 || keywords.some((item) => length(item) > 20)
          ? CENTER_MESSAGES.keywordsInvalid
          : undefined) ??
        (!authors || authors.length < 1 || authors.length > 20 ? CENTER_MESSAGES.authorsInvalid : undefined) ??
        (length(source) > 100 ? CENTER_MESSAGES.fieldLong('来源', 100) : undefined) ??
        (publishDate && (!isValidDay(publishDate) || publishDate > today()) ? CENTER_MESSAGES.publishDateInvalid : undefined) ??
        (fileIds.length < 1 ||
        fileIds.length > 5 ||
        fileIds.some((id) => !fileById(id)) ||
        !Array.isArray(body.fileIds) ||
        body.fileIds.length !== fileIds.length
          ? CENTER_MESSAGES.workFilesMissing
          : undefined);
      if (problem || !type) return fail(500, problem ?? CENTER_MESSAGES.workTypeInvalid);
      if (db.center.myWorks.some((work) => work.accountId === account.id && work.title === title && work.status !== 'rejected')) {
        return fail(500, CENTER_MESSAGES.workDuplicate);
      }
      const work: StoredMyWork = {
        id: nextCenterId(),
        accountId: account.id,
        workId: null,
        title,
        type,
        abstract,
        keywords: keywords ?? [],
        authors: authors ?? [],
        source: source || null,
        publishDate: publishDate || null,
        status: 'pending',
        fileIds,
        createTime: now(),
        auditTime: null,
        rejectReason: null,
      };
      db.center.myWorks.push(work);
      commit();
      return okData(toMyWork(work));
    }),
  ),

  http.get(
    '*/scholar/works/claimable',
    only('scholar', (_account, { request }) => {
      const params = searchOf(request);
      const claimed = claimedWorkIds();
      const open = db.content.works.filter(
        (work) => !claimed.has(work.id) && work.authors.every((author) => author.expertId === undefined),
      );
      const keyword = params.get('keyword');
      const rows = searchWorks(open, keyword, {}, termsOf(keyword).length > 0 ? 'relevance' : 'date');
      return okData(pageOf(rows.map(toWork), pagingOf(params)));
    }),
  ),

  http.post(
    '*/scholar/works/claim',
    only('scholar', async (account, { request }) => {
      const workId = idOf((await readJson(request)).workId);
      const work = db.content.works.find((candidate) => candidate.id === workId);
      if (!work) return notFound(CENTER_MESSAGES.workMissing);
      if (work.authors.some((author) => author.expertId !== undefined)) return fail(500, CENTER_MESSAGES.workHasExpert);
      if (claimedWorkIds().has(work.id)) return fail(500, CENTER_MESSAGES.workClaimed);
      const mine: StoredMyWork = {
        id: nextCenterId(),
        accountId: account.id,
        workId: work.id,
        title: work.title,
        type: work.type,
        abstract: work.abstract,
        keywords: [...work.keywords],
        authors: work.authors.map((author) => author.name),
        source: work.source,
        publishDate: work.publishDate,
        status: 'claimed',
        fileIds: [],
        createTime: now(),
        auditTime: null,
        rejectReason: null,
      };
      db.center.myWorks.push(mine);
      commit();
      return okData(toMyWork(mine));
    }),
  ),

  http.get(
    '*/scholar/auth',
    only('website', (account) => okData(scholarAuthOf(account))),
  ),

  http.post(
    '*/scholar/auth',
    only('website', async (account, { request }) => {
      const current = db.center.scholarAuths.find((candidate) => candidate.accountId === account.id);
      if (current?.status === 1) return fail(500, CENTER_MESSAGES.scholarAuthPending);
      if (current?.status === 2 || account.scholar) return fail(500, CENTER_MESSAGES.scholarAuthDone);
      const body = await readJson(request);
      const realName = text(body, 'realName').trim();
      const institution = text(body, 'institution').trim();
      const title = text(body, 'title').trim();
      const discipline = text(body, 'discipline').trim();
      const interests = body.researchInterests === undefined ? [] : stringList(body.researchInterests);
      const materials = Array.isArray(body.materialFileIds)
        ? body.materialFileIds.filter((id): id is string => typeof id === 'string' && !!fileById(id))
        : [];
      const problem =
        (!CHINESE_NAME.test(realName) ? CENTER_MESSAGES.realNameInvalid : undefined) ??
        requiredText(institution, '工作单位', 50) ??
        requiredText(title, '职称', 20) ??
        requiredText(discipline, '学科', 30) ??
        (!interests || interests.length > 8 ? CENTER_MESSAGES.interestsInvalid : undefined) ??
        (materials.length < 1 ||
        materials.length > 5 ||
        !Array.isArray(body.materialFileIds) ||
        materials.length !== body.materialFileIds.length
          ? CENTER_MESSAGES.materialsMissing
          : undefined);
      if (problem) return fail(500, problem);
      db.center.scholarAuths = [
        ...db.center.scholarAuths.filter((candidate) => candidate.accountId !== account.id),
        {
          accountId: account.id,
          status: 1,
          realName,
          institution,
          title,
          discipline,
          researchInterests: interests ?? [],
          materialFileIds: materials,
          submitTime: now(),
          auditTime: null,
          rejectReason: null,
          reviewAt: Date.now() + REVIEW_DURATION_MS,
        },
      ];
      commit();
      return okData(scholarAuthOf(account));
    }),
  ),
];

/** Issue 7's handlers: the user center, the institution center and scholar services. */
export const centerHandlers = [...individualHandlers, ...institutionHandlers, ...scholarHandlers];

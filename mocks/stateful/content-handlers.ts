import { HttpResponse, http } from 'msw';
import type {
  Application,
  ArticleCategory,
  ArticleDetail,
  ArticleLink,
  Coupon,
  CouponStatus,
  ExpertFilters,
  Interview,
  Order,
  PayType,
  PrivateResource,
  PromotionValidation,
  Report,
  ReportValidation,
  SubmitCheck,
  WorkFilters,
  WorkSearchCondition,
  WorkSort,
  WorkType,
} from '@/shared/api/generated/model';
import { commit, db, fileById } from '../db/database';
import { formatDate, formatDateTime } from '../db/date-time';
import { base64ToBytes } from '../db/bytes';
import {
  DEMO_INTERVIEW_VIDEO_BASE64,
  INTERVIEW_VIDEO_PREFIX,
  WORK_TYPE_LABELS,
  checkTypeNameOf,
  type PromotionCode,
  type StoredCoupon,
  type StoredOrder,
  type StoredReport,
} from '../db/content';
import {
  advancedSearch,
  dayParam,
  facet,
  findExperts,
  includesText,
  pageOf,
  pagingOf,
  searchWorks,
  termsOf,
  toArticle,
  toEmpowerCase,
  toExpert,
  toPeriodical,
  toWork,
  type WorkFilter,
} from '../db/content/queries';
import type { Account } from '../db/types';
import { agentPromotionOf, expertById, publishedWorkOf, recordCheckSubmission, scholarPublicWorks } from './center-state';
import { CHECK_DURATION_MS, nextReportCode, reportByCode, settleReport, verifyCodeOf } from './report-progress';
import { MAINLAND_MOBILE, MOCK_MESSAGES, accountOf, fail, okData, readJson, text, unauthorized } from './respond';

/**
 * The public portal's content (issue 6): experts, articles, journals, works, empowerment cases,
 * resources, orders, coupons, reports, check submissions and applications. All provisional in the
 * contract. Its messages live here rather than in respond.ts's table, which other flows own.
 */
export const CONTENT_MESSAGES = {
  notFound: '内容不存在或已下线',
  reportNotFound: '报告不存在，请核对报告编号',
  orderNotFound: '订单不存在',
  orderTarget: '请选择要购买的资源包或作品',
  packageMissing: '资源包不存在',
  workMissing: '作品不存在',
  workFree: '该作品可免费阅读，无需购买',
  couponMissing: '优惠券不存在',
  couponUnavailable: '优惠券不可用',
  couponThreshold: (threshold: number): string => `订单金额未满 ${threshold} 元，不能使用该优惠券`,
  couponUsed: '优惠券已被使用，请重新下单',
  orderPaid: '订单已支付，请勿重复支付',
  orderClosed: '订单已关闭',
  payType: '请选择支付方式',
  balance: '余额不足，请选择其他支付方式',
  fileMissing: '请先上传待检测的文档',
  checkType: '检测类型不存在',
  titleMissing: '请填写论文题目',
  titleLong: '论文题目不能超过200字',
  authorMissing: '请填写作者',
  authorLong: '作者不能超过50字',
  promotionUnknown: '推广码不存在',
  promotionExpired: '推广码已过期',
  promotionOtherService: '该推广码不适用于当前服务',
  promotionDisabled: '推广码已停用',
  nameMissing: '请填写姓名',
  organizationMissing: '请填写单位名称',
  emailInvalid: '请输入正确的邮箱地址',
  contentMissing: '请填写合作内容',
  contentLong: '合作内容不能超过2000字',
} as const;

const WORK_TYPES = Object.keys(WORK_TYPE_LABELS) as WorkType[];
const WORK_SORTS: readonly WorkSort[] = ['relevance', 'date', 'cited'];
const CATEGORIES: readonly ArticleCategory[] = ['news', 'theory'];
const COUPON_STATUSES: readonly CouponStatus[] = ['available', 'used', 'expired'];
const PAY_TYPES: readonly PayType[] = ['wechat', 'alipay', 'balance'];
const FIELDS: ReadonlyArray<WorkSearchCondition['field']> = ['title', 'author', 'keyword', 'abstract', 'institution'];
const OPS: ReadonlyArray<WorkSearchCondition['op']> = ['AND', 'OR', 'NOT'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const searchOf = (request: Request): URLSearchParams => new URL(request.url).searchParams;

function oneOf<T extends string>(values: readonly T[], raw: unknown): T | undefined {
  return values.find((value) => value === raw);
}

function intOf(raw: string | null | undefined): number | undefined {
  return raw && /^\d+$/.test(raw.trim()) ? Number(raw) : undefined;
}

function idOf(raw: unknown): number {
  return typeof raw === 'number' ? raw : (intOf(typeof raw === 'string' ? raw : undefined) ?? Number.NaN);
}

const notFound = () => fail(404, CONTENT_MESSAGES.notFound);
const round2 = (value: number): number => Math.round(value * 100) / 100;

function workFilterOf(params: URLSearchParams): WorkFilter {
  const origin = params.get('origin');
  return {
    type: oneOf(WORK_TYPES, params.get('type')),
    year: intOf(params.get('year')),
    discipline: params.get('discipline'),
    origin: origin === 'true' ? true : origin === 'false' ? false : undefined,
    beginTime: dayParam(params.get('beginTime')),
    endTime: dayParam(params.get('endTime')),
  };
}

// ---- stripping the mock-only fields -------------------------------------------------------------

function toCoupon({ accountId: _accountId, ...coupon }: StoredCoupon): Coupon {
  return coupon;
}

function toOrder({ accountId: _accountId, ...order }: StoredOrder): Order {
  return order;
}

function toReport(report: StoredReport): Report {
  settleReport(report);
  const { verifyCode: _v, accountId: _a, readyAt: _r, ...shown } = report;
  return shown;
}

/** The platform's codes (content catalogue) and the institutions' own (center, while enabled). */
export function promotionVerdict(code: string, type: string | null): { verdict: PromotionValidation; promotion?: PromotionCode } {
  const agentCode = agentPromotionOf(code);
  const promotion: PromotionCode | undefined =
    db.content.promotionCodes.find((candidate) => candidate.code === code.trim().toUpperCase()) ??
    (agentCode
      ? {
          code: agentCode.code,
          type: agentCode.service,
          checkTypeId: agentCode.checkTypeId,
          discount: agentCode.discount,
          validUntil: agentCode.validUntil,
        }
      : undefined);
  const invalid = (message: string): { verdict: PromotionValidation } => ({ verdict: { valid: false, discount: 1, message } });
  if (!promotion) return invalid(CONTENT_MESSAGES.promotionUnknown);
  if (agentCode && !agentCode.enabled) return invalid(CONTENT_MESSAGES.promotionDisabled);
  if (promotion.validUntil < formatDate(new Date())) return invalid(CONTENT_MESSAGES.promotionExpired);
  if (type && type !== promotion.type) return invalid(CONTENT_MESSAGES.promotionOtherService);
  const checkType = db.checkConfigs.find((config) => config.id === promotion.checkTypeId);
  return { verdict: { valid: true, discount: promotion.discount, ...(checkType ? { checkType } : {}) }, promotion };
}

/** Date-based business numbers: prefix + YYYYMMDD (Beijing) + a 4-digit sequence. */
function businessNumber(prefix: string, seq: number): string {
  return `${prefix}${formatDate(new Date()).replaceAll('-', '')}${String(seq).padStart(4, '0')}`;
}

function ownsPackage(account: Account, packageIds: readonly number[]): boolean {
  return db.content.purchases.some(
    (purchase) => purchase.accountId === account.id && purchase.packageId !== undefined && packageIds.includes(purchase.packageId),
  );
}

function articleNeighbours(id: number, category: ArticleCategory): { prev?: ArticleLink; next?: ArticleLink } {
  const list = db.content.articles.filter((article) => article.category === category);
  const index = list.findIndex((article) => article.id === id);
  const link = (offset: number): ArticleLink | undefined => {
    const neighbour = list[index + offset];
    return neighbour ? { id: neighbour.id, title: neighbour.title } : undefined;
  };
  const prev = link(-1);
  const next = link(1);
  return { ...(prev ? { prev } : {}), ...(next ? { next } : {}) };
}

// ---- handlers ----------------------------------------------------------------------------------

const expertHandlers = [
  http.get('*/portal/expert/list', ({ request }) => {
    const params = searchOf(request);
    const rows = findExperts(db.content.experts, {
      keyword: params.get('keyword'),
      discipline: params.get('discipline'),
      title: params.get('title'),
      institution: params.get('institution'),
    });
    return okData(pageOf(rows.map(toExpert), pagingOf(params)));
  }),

  http.get('*/portal/expert/filters', () => {
    const experts = db.content.experts;
    return okData<ExpertFilters>({
      disciplines: facet(experts.map((expert) => expert.discipline)),
      titles: facet(experts.map((expert) => expert.title)),
      institutions: facet(experts.map((expert) => expert.institution)),
    });
  }),

  // Scholars' entries (issue 7) are found by id too; the directory's list and filters stay the catalogue's.
  http.get<{ id: string }>('*/portal/expert/detail/:id', ({ params }) => {
    const expert = expertById(idOf(params.id));
    return expert ? okData(expert) : notFound();
  }),

  http.get<{ id: string }>('*/portal/expert/works/:id', ({ params, request }) => {
    const id = idOf(params.id);
    if (!expertById(id)) return notFound();
    const scholar = db.center.scholarProfiles.find((profile) => profile.expertId === id);
    const works = scholar
      ? scholarPublicWorks(scholar.accountId)
      : searchWorks(
          db.content.works.filter((work) => work.authors.some((author) => author.expertId === id)),
          undefined,
          {},
          'date',
        );
    return okData(pageOf(works.map(toWork), pagingOf(searchOf(request))));
  }),

  http.get('*/portal/expert/interview/list', ({ request }) => {
    const params = searchOf(request);
    const expertId = intOf(params.get('expertId'));
    const terms = termsOf(params.get('keyword'));
    const rows = db.content.interviews.filter(
      (interview) =>
        (expertId === undefined || interview.expertId === expertId) &&
        terms.every((term) => [interview.title, interview.expertName, interview.summary].some((t) => includesText(t, term))),
    );
    return okData(pageOf<Interview>(rows, pagingOf(params)));
  }),

  // Not a contract call: the interviews' videoUrl is a media path. Every interview plays the one
  // demo clip; an unknown id is an HTTP 404 so the player shows its error state.
  http.get<{ file: string }>(`*${INTERVIEW_VIDEO_PREFIX}:file`, ({ params }) => {
    const id = Number(/^(\d+)\.webm$/.exec(params.file)?.[1]);
    const bytes = db.content.interviews.some((interview) => interview.id === id) ? base64ToBytes(DEMO_INTERVIEW_VIDEO_BASE64) : null;
    if (!bytes) return new HttpResponse(null, { status: 404 });
    return HttpResponse.arrayBuffer(bytes, { headers: { 'Content-Type': 'video/webm', 'Content-Length': String(bytes.byteLength) } });
  }),
];

const articleHandlers = [
  http.get('*/portal/article/list', ({ request }) => {
    const params = searchOf(request);
    const category = oneOf(CATEGORIES, params.get('category'));
    const terms = termsOf(params.get('keyword'));
    const begin = dayParam(params.get('beginTime'));
    const end = dayParam(params.get('endTime'));
    const rows = db.content.articles
      .filter(
        (article) =>
          (!category || article.category === category) &&
          terms.every((term) => includesText(article.title, term) || includesText(article.summary, term)) &&
          (!begin || article.publishTime.slice(0, 10) >= begin) &&
          (!end || article.publishTime.slice(0, 10) <= end),
      )
      .sort((a, b) => b.publishTime.localeCompare(a.publishTime) || b.id - a.id);
    return okData(pageOf(rows.map(toArticle), pagingOf(params)));
  }),

  http.get<{ id: string }>('*/portal/article/detail/:id', ({ params }) => {
    const article = db.content.articles.find((candidate) => candidate.id === idOf(params.id));
    if (!article) return notFound();
    return okData<ArticleDetail>({ ...article, ...articleNeighbours(article.id, article.category) });
  }),
];

const periodicalHandlers = [
  http.get('*/portal/periodical/list', ({ request }) => {
    const params = searchOf(request);
    const terms = termsOf(params.get('keyword'));
    const discipline = params.get('discipline');
    const collator = new Intl.Collator('zh-Hans-CN');
    const rows = db.content.periodicals
      .filter(
        (periodical) =>
          (!discipline || periodical.discipline === discipline) &&
          terms.every((term) => [periodical.name, periodical.sponsor, periodical.issn, periodical.cn].some((t) => includesText(t, term))),
      )
      .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
    return okData(pageOf(rows.map(toPeriodical), pagingOf(params)));
  }),

  http.get<{ id: string }>('*/portal/periodical/detail/:id', ({ params }) => {
    const periodical = db.content.periodicals.find((candidate) => candidate.id === idOf(params.id));
    return periodical ? okData(periodical) : notFound();
  }),

  http.get<{ id: string }>('*/portal/periodical/articles/:id', ({ params, request }) => {
    const id = idOf(params.id);
    if (!db.content.periodicals.some((periodical) => periodical.id === id)) return notFound();
    const query = searchOf(request);
    const works = searchWorks(
      db.content.works.filter((work) => work.periodicalId === id),
      undefined,
      { year: intOf(query.get('year')) },
      'date',
    );
    return okData(pageOf(works.map(toWork), pagingOf(query)));
  }),
];

const workHandlers = [
  http.get('*/portal/work/search', ({ request }) => {
    const params = searchOf(request);
    const rows = searchWorks(db.content.works, params.get('keyword'), workFilterOf(params), oneOf(WORK_SORTS, params.get('sort')));
    return okData(pageOf(rows.map(toWork), pagingOf(params)));
  }),

  http.post('*/portal/work/advancedSearch', async ({ request }) => {
    const body = await readJson(request);
    const conditions = (Array.isArray(body.conditions) ? (body.conditions as unknown[]) : []).flatMap((raw): WorkSearchCondition[] => {
      if (typeof raw !== 'object' || raw === null) return [];
      const entry = raw as Record<string, unknown>;
      const field = oneOf(FIELDS, entry.field);
      const op = oneOf(OPS, entry.op) ?? 'AND';
      return field && typeof entry.value === 'string' ? [{ field, op, value: entry.value }] : [];
    });
    const filter: WorkFilter = {
      type: oneOf(WORK_TYPES, body.type),
      discipline: typeof body.discipline === 'string' ? body.discipline : undefined,
      beginTime: dayParam(text(body, 'beginTime')),
      endTime: dayParam(text(body, 'endTime')),
    };
    const rows = advancedSearch(db.content.works, conditions, filter, oneOf(WORK_SORTS, body.sort));
    return okData(pageOf(rows.map(toWork), pagingOf(searchOf(request))));
  }),

  http.get('*/portal/work/filters', () => {
    const works = db.content.works;
    const years = facet(works.map((work) => String(work.year))).sort((a, b) => Number(b.value) - Number(a.value));
    return okData<WorkFilters>({
      types: facet(
        works.map((work) => work.type),
        (value) => WORK_TYPE_LABELS[value as WorkType] ?? value,
      ),
      disciplines: facet(works.map((work) => work.discipline)),
      years: years.map((year) => ({ ...year, label: `${year.value}年` })),
    });
  }),

  http.get<{ id: string }>('*/portal/work/detail/:id', ({ params }) => {
    const id = idOf(params.id);
    // Works scholars published through uploadWork (issue 7) open like catalogue works.
    const work = db.content.works.find((candidate) => candidate.id === id) ?? publishedWorkOf(id);
    return work ? okData(work) : notFound();
  }),
];

const empowerHandlers = [
  http.get('*/portal/empower/list', ({ request }) => {
    const params = searchOf(request);
    const terms = termsOf(params.get('keyword'));
    const rows = db.content.empowerCases.filter((item) =>
      terms.every((term) => [item.title, item.summary, item.institution].some((t) => includesText(t, term))),
    );
    return okData(pageOf(rows.map(toEmpowerCase), pagingOf(params)));
  }),

  http.get<{ id: string }>('*/portal/empower/detail/:id', ({ params }) => {
    const item = db.content.empowerCases.find((candidate) => candidate.id === idOf(params.id));
    return item ? okData(item) : notFound();
  }),
];

const resourceHandlers = [
  http.get('*/portal/resource/package/list', () => okData([...db.content.packages].sort((a, b) => a.price - b.price || a.id - b.id))),

  http.get('*/portal/resource/private/list', ({ request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized();
    const params = searchOf(request);
    const terms = termsOf(params.get('keyword'));
    const rows = db.content.resources
      .filter((resource) => terms.every((term) => [resource.title, resource.summary, resource.category].some((t) => includesText(t, term))))
      .map((resource): PrivateResource => {
        const accessible = ownsPackage(account, resource.packageIds);
        return { ...resource, accessible, fileId: accessible ? resource.fileId : null };
      });
    return okData(pageOf(rows, pagingOf(params)));
  }),

  http.post('*/portal/resource/order', async ({ request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized();
    const body = await readJson(request);
    const packageId = body.packageId === undefined || body.packageId === null ? undefined : idOf(body.packageId);
    const workId = body.workId === undefined || body.workId === null ? undefined : idOf(body.workId);
    if ((packageId === undefined) === (workId === undefined)) return fail(500, CONTENT_MESSAGES.orderTarget);
    let subject: string;
    let amount: number;
    if (packageId !== undefined) {
      const pack = db.content.packages.find((candidate) => candidate.id === packageId);
      if (!pack) return fail(500, CONTENT_MESSAGES.packageMissing);
      subject = pack.name;
      amount = pack.price;
    } else {
      const work = db.content.works.find((candidate) => candidate.id === workId);
      if (!work) return fail(500, CONTENT_MESSAGES.workMissing);
      if (work.price <= 0) return fail(500, CONTENT_MESSAGES.workFree);
      subject = `《${work.title}》全文`;
      amount = work.price;
    }
    let discountAmount = 0;
    let couponId: number | undefined;
    if (body.couponId !== undefined && body.couponId !== null && body.couponId !== '') {
      const coupon = db.content.coupons.find((candidate) => candidate.id === idOf(body.couponId) && candidate.accountId === account.id);
      if (!coupon) return fail(500, CONTENT_MESSAGES.couponMissing);
      if (coupon.status !== 'available') return fail(500, CONTENT_MESSAGES.couponUnavailable);
      if (coupon.threshold > amount) return fail(500, CONTENT_MESSAGES.couponThreshold(coupon.threshold));
      couponId = coupon.id;
      discountAmount = Math.min(coupon.amount, amount);
    }
    const order: StoredOrder = {
      id: businessNumber('DD', db.content.nextOrderSeq),
      accountId: account.id,
      subject,
      ...(packageId !== undefined ? { packageId } : {}),
      ...(workId !== undefined ? { workId } : {}),
      ...(couponId !== undefined ? { couponId } : {}),
      amount,
      discountAmount,
      payAmount: round2(amount - discountAmount),
      status: 'unpaid',
      createTime: formatDateTime(new Date()),
    };
    db.content.nextOrderSeq += 1;
    db.content.orders.push(order);
    commit();
    return okData(toOrder(order));
  }),

  http.get<{ orderId: string }>('*/portal/resource/order/detail/:orderId', ({ params, request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized();
    const order = db.content.orders.find((candidate) => candidate.id === params.orderId && candidate.accountId === account.id);
    return order ? okData(toOrder(order)) : fail(404, CONTENT_MESSAGES.orderNotFound);
  }),

  http.post<{ orderId: string }>('*/portal/resource/order/pay/:orderId', async ({ params, request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized();
    const order = db.content.orders.find((candidate) => candidate.id === params.orderId && candidate.accountId === account.id);
    if (!order) return fail(404, CONTENT_MESSAGES.orderNotFound);
    if (order.status === 'paid') return fail(500, CONTENT_MESSAGES.orderPaid);
    if (order.status === 'closed') return fail(500, CONTENT_MESSAGES.orderClosed);
    const payType = oneOf(PAY_TYPES, (await readJson(request)).payType);
    if (!payType) return fail(500, CONTENT_MESSAGES.payType);
    const coupon = order.couponId === undefined ? undefined : db.content.coupons.find((candidate) => candidate.id === order.couponId);
    if (coupon && coupon.status !== 'available') return fail(500, CONTENT_MESSAGES.couponUsed);
    if (payType === 'balance') {
      if (account.leftAmount < order.payAmount) return fail(500, CONTENT_MESSAGES.balance);
      account.leftAmount = round2(account.leftAmount - order.payAmount);
    }
    if (coupon) coupon.status = 'used';
    order.status = 'paid';
    order.payType = payType;
    order.payTime = formatDateTime(new Date());
    db.content.purchases.push({
      accountId: account.id,
      ...(order.packageId !== undefined ? { packageId: order.packageId } : {}),
      ...(order.workId !== undefined ? { workId: order.workId } : {}),
    });
    commit();
    return okData(toOrder(order));
  }),

  http.get('*/portal/coupon/my', ({ request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized();
    const params = searchOf(request);
    const status = oneOf(COUPON_STATUSES, params.get('status'));
    const rows = db.content.coupons
      .filter((coupon) => coupon.accountId === account.id && (!status || coupon.status === status))
      .sort((a, b) => a.endTime.localeCompare(b.endTime) || a.id - b.id)
      .map(toCoupon);
    return okData(pageOf(rows, pagingOf(params)));
  }),
];

const reportHandlers = [
  http.get('*/portal/report/query', ({ request }) => {
    const code = searchOf(request).get('code')?.trim();
    if (!code) return fail(500, MOCK_MESSAGES.paramMissing('code'));
    const report = reportByCode(code);
    return report ? okData(toReport(report)) : fail(500, CONTENT_MESSAGES.reportNotFound);
  }),

  http.post('*/portal/report/validate', async ({ request }) => {
    const body = await readJson(request);
    const code = text(body, 'code').trim();
    const verifyCode = text(body, 'verifyCode').trim();
    if (!code) return fail(500, MOCK_MESSAGES.paramMissing('code'));
    if (!verifyCode) return fail(500, MOCK_MESSAGES.paramMissing('verifyCode'));
    const report = reportByCode(code);
    const valid = report !== undefined && report.verifyCode === verifyCode.toUpperCase();
    return okData<ReportValidation>(valid && report ? { valid, report: toReport(report) } : { valid: false });
  }),
];

const checkHandlers = [
  http.post('*/portal/check/submit', async ({ request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized();
    const body = await readJson(request);
    const title = text(body, 'title').trim();
    const author = text(body, 'author').trim();
    if (!fileById(text(body, 'fileId'))) return fail(500, CONTENT_MESSAGES.fileMissing);
    // patentCheck too: /patentCheck is the individual user's submission of a patent document.
    const config = db.checkConfigs.find(
      (candidate) => candidate.id === idOf(body.checkTypeId) && ['check', 'aigc', 'patentCheck'].includes(candidate.type),
    );
    if (!config) return fail(500, CONTENT_MESSAGES.checkType);
    if (!title) return fail(500, CONTENT_MESSAGES.titleMissing);
    if (Array.from(title).length > 200) return fail(500, CONTENT_MESSAGES.titleLong);
    if (!author) return fail(500, CONTENT_MESSAGES.authorMissing);
    if (Array.from(author).length > 50) return fail(500, CONTENT_MESSAGES.authorLong);
    let discount = 1;
    const promotionCode = text(body, 'promotionCode').trim();
    if (promotionCode) {
      const { verdict } = promotionVerdict(promotionCode, config.type);
      if (!verdict.valid) return fail(500, verdict.message ?? CONTENT_MESSAGES.promotionUnknown);
      discount = verdict.discount;
    }
    const report: StoredReport = {
      code: nextReportCode(),
      verifyCode: verifyCodeOf(),
      title,
      author,
      checkTypeName: checkTypeNameOf(config),
      status: '2',
      createTime: formatDateTime(new Date()),
      fileId: null,
      similarity: null,
      accountId: account.id,
      readyAt: Date.now() + CHECK_DURATION_MS,
    };
    db.content.reports.unshift(report);
    const payAmount = round2((config.price ?? 0) * discount);
    // The user center lists it (and the institution whose promotion code was used).
    recordCheckSubmission(account, report, config, payAmount, promotionCode);
    commit();
    return okData<SubmitCheck>({ reportCode: report.code, verifyCode: report.verifyCode, payAmount });
  }),

  http.get('*/portal/check/promotion/validate', ({ request }) => {
    const params = searchOf(request);
    const code = params.get('code')?.trim();
    if (!code) return fail(500, MOCK_MESSAGES.paramMissing('code'));
    return okData(promotionVerdict(code, params.get('type')).verdict);
  }),
];

const applicationHandlers = [
  http.post('*/portal/application/submit', async ({ request }) => {
    const body = await readJson(request);
    const name = text(body, 'name').trim();
    const organization = text(body, 'organization').trim();
    const mobile = text(body, 'mobile').trim();
    const email = text(body, 'email').trim();
    const content = text(body, 'content').trim();
    const problem: string | undefined = !name
      ? CONTENT_MESSAGES.nameMissing
      : !organization
        ? CONTENT_MESSAGES.organizationMissing
        : !MAINLAND_MOBILE.test(mobile)
          ? MOCK_MESSAGES.badMobile
          : !EMAIL.test(email)
            ? CONTENT_MESSAGES.emailInvalid
            : !content
              ? CONTENT_MESSAGES.contentMissing
              : Array.from(content).length > 2000
                ? CONTENT_MESSAGES.contentLong
                : undefined;
    if (problem) return fail(500, problem);
    const id = businessNumber('SQ', db.content.nextApplicationSeq);
    db.content.nextApplicationSeq += 1;
    db.content.applications.push({ id, name, organization, mobile, email, content, createTime: formatDateTime(new Date()) });
    return okData<Application>({ id });
  }),
];

export const contentHandlers = [
  ...expertHandlers,
  ...articleHandlers,
  ...periodicalHandlers,
  ...workHandlers,
  ...empowerHandlers,
  ...resourceHandlers,
  ...reportHandlers,
  ...checkHandlers,
  ...applicationHandlers,
];

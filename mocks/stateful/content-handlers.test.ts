import { describe, expect, it } from 'vitest';
import type {
  ArticleDetail,
  ArticlePage,
  Coupon,
  CouponPage,
  ExpertFilters,
  ExpertPage,
  InterviewPage,
  Order,
  PrivateResourcePage,
  PromotionValidation,
  Report,
  ReportValidation,
  SubmitCheck,
  WorkFilters,
  WorkPage,
} from '@/shared/api/generated/model';
import { PACKAGE_IDS, UNSAFE_ARTICLE_ID } from '../db/content';
import { db } from '../db/database';
import { DEMO_REPORT_FILE_ID } from '../db/seed-files';
import { call, dataOf, envelopeOf, smsLogin } from '../lib/test-client';

const get = async <T>(path: string, query: Record<string, string> = {}, token?: string): Promise<T> =>
  dataOf<T>(await call('GET', path, { query, ...(token ? { token } : {}) }));

const post = async <T>(path: string, json: unknown, token?: string, query: Record<string, string> = {}): Promise<T> =>
  dataOf<T>(await call('POST', path, { json, query, ...(token ? { token } : {}) }));

const han = /\p{Script=Han}/u;

describe('content: the seeded data set', () => {
  it('is large enough to page through, in Chinese', () => {
    const c = db.content;
    expect(c.experts.length).toBeGreaterThanOrEqual(60);
    expect(c.articles.filter((a) => a.category === 'news')).toHaveLength(40);
    expect(c.articles.filter((a) => a.category === 'theory')).toHaveLength(40);
    expect(c.periodicals).toHaveLength(40);
    expect(c.works).toHaveLength(200);
    expect(c.interviews.length).toBeGreaterThanOrEqual(40);
    expect(c.empowerCases.length).toBeGreaterThanOrEqual(10);
    expect(c.packages.length).toBeGreaterThanOrEqual(3);
    for (const text of [...c.experts.map((e) => e.bio), ...c.works.map((w) => w.abstract), ...c.articles.map((a) => a.content)]) {
      expect(text).toMatch(han);
      expect(text).not.toMatch(/lorem|ipsum|undefined|NaN|\[object Object\]/i);
    }
    expect(c.works.filter((w) => w.origin).length).toBeGreaterThan(0);
  });

  it('has exactly one article with unsafe markup', () => {
    const unsafe = db.content.articles.filter((a) => /<script|onerror=|javascript:/i.test(a.content));
    expect(unsafe.map((a) => a.id)).toEqual([UNSAFE_ARTICLE_ID]);
  });

  it('serves every image the content refers to', async () => {
    const c = db.content;
    const paths = [
      ...c.experts.map((e) => e.avatar),
      ...c.interviews.map((i) => i.poster),
      ...c.periodicals.map((p) => p.cover),
      ...c.articles.map((a) => a.cover),
      ...c.empowerCases.map((e) => e.cover),
    ].filter((p): p is string => typeof p === 'string');
    for (const path of paths.slice(0, 5)) {
      const response = await call('GET', path);
      expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg /);
    }
    const stored = new Set([...db.files.values()].map((file) => `/common/imageView/${file.fileName}`));
    expect(paths.filter((p) => !stored.has(p))).toEqual([]);
  });

  it('is the same after a reset', async () => {
    const before = JSON.stringify(await get('/portal/expert/list', { pageSize: '100' }));
    const { resetDatabase } = await import('../db/database');
    resetDatabase();
    expect(JSON.stringify(await get('/portal/expert/list', { pageSize: '100' }))).toBe(before);
  });
});

describe('content: paging', () => {
  it('pages the experts without overlap and reports the total', async () => {
    const first = await get<ExpertPage>('/portal/expert/list', { page: '1', pageSize: '10' });
    const second = await get<ExpertPage>('/portal/expert/list', { page: '2', pageSize: '10' });
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: db.content.experts.length });
    expect(first.rows).toHaveLength(10);
    const ids = new Set(first.rows.map((e) => e.id));
    expect(second.rows.some((e) => ids.has(e.id))).toBe(false);
    const all = await get<ExpertPage>('/portal/expert/list', { pageSize: '100' });
    expect(all.rows.map((e) => e.id)).toEqual([...first.rows, ...second.rows, ...all.rows.slice(20)].map((e) => e.id));
  });

  it('defaults to page 1 of 10, clamps the size, and answers an empty page past the end', async () => {
    expect(await get<ExpertPage>('/portal/expert/list')).toMatchObject({ page: 1, pageSize: 10 });
    expect(await get<ExpertPage>('/portal/expert/list', { pageSize: '5000', page: 'x' })).toMatchObject({ page: 1, pageSize: 100 });
    const past = await get<ExpertPage>('/portal/expert/list', { page: '99' });
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(db.content.experts.length);
  });
});

describe('content: experts', () => {
  it('filters by title, discipline and institution, and the facets count them', async () => {
    const filters = await get<ExpertFilters>('/portal/expert/filters');
    const professor = filters.titles.find((t) => t.value === '教授');
    expect(professor?.count).toBeGreaterThan(0);
    const page = await get<ExpertPage>('/portal/expert/list', { title: '教授', pageSize: '100' });
    expect(page.total).toBe(professor?.count);
    expect(page.rows.every((e) => e.title === '教授')).toBe(true);

    const discipline = filters.disciplines[0]?.value ?? '';
    const institution = filters.institutions[0]?.value ?? '';
    const both = await get<ExpertPage>('/portal/expert/list', { discipline, institution, pageSize: '100' });
    expect(both.rows.every((e) => e.discipline === discipline && e.institution === institution)).toBe(true);
  });

  it('finds by keyword in name and field, ordered by followers', async () => {
    const expert = db.content.experts[7];
    const byName = await get<ExpertPage>('/portal/expert/list', { keyword: expert?.name ?? '' });
    expect(byName.rows.map((e) => e.id)).toContain(expert?.id);
    const all = await get<ExpertPage>('/portal/expert/list', { pageSize: '100' });
    const fans = all.rows.map((e) => e.fansCount);
    expect(fans).toEqual([...fans].sort((a, b) => b - a));
    expect(all.rows[0]).not.toHaveProperty('bio');
  });

  it('answers the profile, the works and the interviews of an expert; 404 for an unknown one', async () => {
    const expert = db.content.experts.find((e) => e.worksCount > 0 && e.interviewCount > 0);
    if (!expert) throw new Error('seed has no expert with works and interviews');
    const works = await get<WorkPage>(`/portal/expert/works/${expert.id}`);
    expect(works.total).toBe(expert.worksCount);
    expect(works.rows.every((w) => w.authors.some((a) => a.expertId === expert.id))).toBe(true);
    const interviews = await get<InterviewPage>('/portal/expert/interview/list', { expertId: String(expert.id) });
    expect(interviews.total).toBe(expert.interviewCount);
    expect((await envelopeOf(await call('GET', '/portal/expert/detail/9999'))).code).toBe(404);
  });
});

describe('content: articles', () => {
  it('lists one category newest first and filters by date', async () => {
    const news = await get<ArticlePage>('/portal/article/list', { category: 'theory', pageSize: '40' });
    expect(news.total).toBe(40);
    expect(news.rows.every((a) => a.category === 'theory')).toBe(true);
    const times = news.rows.map((a) => a.publishTime);
    expect(times).toEqual([...times].sort().reverse());
    const ranged = await get<ArticlePage>('/portal/article/list', { beginTime: '2026-01-01', endTime: '2026-06-30', pageSize: '100' });
    expect(ranged.rows.every((a) => a.publishTime >= '2026-01-01' && a.publishTime <= '2026-06-30 23:59:59')).toBe(true);
    expect(ranged.total).toBeLessThan(80);
  });

  it('gives the detail with its neighbours in the list', async () => {
    const detail = await get<ArticleDetail>('/portal/article/detail/2');
    expect(detail.prev).toEqual({ id: 1, title: expect.any(String) });
    expect(detail.next?.id).toBe(3);
    expect((await get<ArticleDetail>('/portal/article/detail/1')).prev).toBeUndefined();
  });
});

describe('content: works', () => {
  it('searches case-insensitively across fields, every term required', async () => {
    const page = await get<WorkPage>('/portal/work/search', { keyword: 'crispr', pageSize: '100' });
    expect(page.total).toBeGreaterThan(0);
    expect(page.rows.every((w) => JSON.stringify(w).toLowerCase().includes('crispr'))).toBe(true);
    const two = await get<WorkPage>('/portal/work/search', { keyword: '研究 唯物史观', pageSize: '100' });
    expect(two.total).toBeGreaterThan(0);
    expect(two.rows.every((w) => JSON.stringify(w).includes('唯物史观'))).toBe(true);
  });

  it('sorts by date and by citations, and filters by type, year and theory literature', async () => {
    const byDate = await get<WorkPage>('/portal/work/search', { sort: 'date', pageSize: '50' });
    const dates = byDate.rows.map((w) => w.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const byCited = await get<WorkPage>('/portal/work/search', { sort: 'cited', pageSize: '50' });
    const cited = byCited.rows.map((w) => w.citedCount);
    expect(cited).toEqual([...cited].sort((a, b) => b - a));
    const filters = await get<WorkFilters>('/portal/work/filters');
    const year = filters.years[0]?.value ?? '2026';
    const typed = await get<WorkPage>('/portal/work/search', { type: 'thesis', year, pageSize: '100' });
    expect(typed.rows.every((w) => w.type === 'thesis' && String(w.year) === year)).toBe(true);
    const origin = await get<WorkPage>('/portal/work/search', { origin: 'true', pageSize: '100' });
    expect(origin.total).toBe(db.content.works.filter((w) => w.origin).length);
    expect(filters.types.find((t) => t.value === 'journal')?.label).toBe('期刊论文');
  });

  it('ranks title hits first for relevance', async () => {
    const page = await get<WorkPage>('/portal/work/search', { keyword: '知识图谱', pageSize: '100' });
    const firstNonTitle = page.rows.findIndex((w) => !w.title.includes('知识图谱'));
    const lastTitle = page.rows.map((w) => w.title.includes('知识图谱')).lastIndexOf(true);
    if (firstNonTitle !== -1) expect(lastTitle).toBeLessThan(firstNonTitle);
  });

  it('combines advanced conditions with AND, OR and NOT and a date range', async () => {
    const search = (conditions: unknown[], extra: Record<string, unknown> = {}) =>
      post<WorkPage>('/portal/work/advancedSearch', { conditions, ...extra }, undefined, { pageSize: '100' });
    const marx = await search([{ field: 'keyword', value: '唯物史观', op: 'AND' }]);
    const notMarx = await search([
      { field: 'title', value: '研究', op: 'AND' },
      { field: 'keyword', value: '唯物史观', op: 'NOT' },
    ]);
    expect(notMarx.rows.every((w) => w.title.includes('研究') && !w.keywords.some((k) => k.includes('唯物史观')))).toBe(true);
    const either = await search([
      { field: 'keyword', value: '唯物史观', op: 'AND' },
      { field: 'keyword', value: '知识图谱', op: 'OR' },
    ]);
    expect(either.total).toBeGreaterThanOrEqual(marx.total);
    const dated = await search([{ field: 'title', value: '', op: 'AND' }], { beginTime: '2020-01-01', endTime: '2021-12-31' });
    expect(dated.total).toBeGreaterThan(0);
    expect(dated.rows.every((w) => w.publishDate >= '2020-01-01' && w.publishDate <= '2021-12-31')).toBe(true);
  });
});

describe('content: resources, orders and coupons', () => {
  it('refuses the private resources without a token', async () => {
    expect((await envelopeOf(await call('GET', '/portal/resource/private/list'))).code).toBe(401);
  });

  it('buys a package with a coupon: order, pay, the coupon is used and the resources open', async () => {
    const { token } = await smsLogin();
    const before = await get<PrivateResourcePage>('/portal/resource/private/list', { pageSize: '100' }, token);
    expect(before.rows.every((r) => !r.accessible && r.fileId === null)).toBe(true);

    const available = await get<CouponPage>('/portal/coupon/my', { status: 'available' }, token);
    const coupon = available.rows.find((c) => c.threshold === 100) as Coupon;
    const order = await post<Order>('/portal/resource/order', { packageId: PACKAGE_IDS.advanced, couponId: coupon.id }, token);
    expect(order).toMatchObject({ status: 'unpaid', amount: 299, discountAmount: 20, payAmount: 279, couponId: coupon.id });
    expect(order.id).toMatch(/^DD\d{12}$/);
    expect(await get<Order>(`/portal/resource/order/detail/${order.id}`, {}, token)).toEqual(order);

    const paid = await post<Order>(`/portal/resource/order/pay/${order.id}`, { payType: 'alipay' }, token);
    expect(paid).toMatchObject({ status: 'paid', payType: 'alipay' });
    const again = await envelopeOf(await call('POST', `/portal/resource/order/pay/${order.id}`, { token, json: { payType: 'alipay' } }));
    expect(again).toEqual({ code: 500, msg: '订单已支付，请勿重复支付' });

    const used = await get<CouponPage>('/portal/coupon/my', { status: 'used' }, token);
    expect(used.rows.map((c) => c.id)).toContain(coupon.id);
    const after = await get<PrivateResourcePage>('/portal/resource/private/list', { pageSize: '100' }, token);
    const open = after.rows.filter((r) => r.accessible);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((r) => r.packageIds.includes(PACKAGE_IDS.advanced) && typeof r.fileId === 'string')).toBe(true);
    expect((await call('GET', '/common/downloadV2', { query: { fileId: open[0]?.fileId ?? '' } })).status).toBe(200);
  });

  it('refuses a coupon above its threshold, a used coupon and an order of nothing', async () => {
    const { token } = await smsLogin();
    const fails = async (json: unknown) => envelopeOf(await call('POST', '/portal/resource/order', { token, json }));
    expect(await fails({ packageId: PACKAGE_IDS.basic, couponId: 3 })).toEqual({ code: 500, msg: '订单金额未满 300 元，不能使用该优惠券' });
    expect(await fails({ packageId: PACKAGE_IDS.basic, couponId: 5 })).toEqual({ code: 500, msg: '优惠券不可用' });
    expect(await fails({ packageId: PACKAGE_IDS.basic, couponId: 9 })).toEqual({ code: 500, msg: '优惠券不存在' });
    expect(await fails({})).toEqual({ code: 500, msg: '请选择要购买的资源包或作品' });
  });

  it('pays from the balance only when it suffices, and sells a work’s full text', async () => {
    const { token } = await smsLogin();
    const work = db.content.works.find((w) => w.price > 0);
    const order = await post<Order>('/portal/resource/order', { workId: work?.id }, token);
    expect(order).toMatchObject({ subject: `《${work?.title}》全文`, payAmount: work?.price });
    expect((await post<Order>(`/portal/resource/order/pay/${order.id}`, { payType: 'balance' }, token)).status).toBe('paid');
    const big = await post<Order>('/portal/resource/order', { packageId: PACKAGE_IDS.team }, token);
    expect(await envelopeOf(await call('POST', `/portal/resource/order/pay/${big.id}`, { token, json: { payType: 'balance' } }))).toEqual({
      code: 500,
      msg: '余额不足，请选择其他支付方式',
    });
  });
});

describe('content: reports, checks and promotion codes', () => {
  it('queries a report by code (case-insensitive) and validates its verification code', async () => {
    const report = await get<Report>('/portal/report/query', { code: 'bg2026110001' });
    expect(report).toMatchObject({ code: 'BG2026110001', status: '3', fileId: DEMO_REPORT_FILE_ID, similarity: 8.6 });
    expect(await envelopeOf(await call('GET', '/portal/report/query', { query: { code: 'BG1999' } }))).toEqual({
      code: 500,
      msg: '报告不存在，请核对报告编号',
    });
    expect(await post<ReportValidation>('/portal/report/validate', { code: 'BG2026110002', verifyCode: 'K7M2Q9' })).toMatchObject({
      valid: true,
      report: { code: 'BG2026110002' },
    });
    expect(await post<ReportValidation>('/portal/report/validate', { code: 'BG2026110002', verifyCode: 'A1B2C3' })).toEqual({
      valid: false,
    });
  });

  it('validates promotion codes: valid, expired, unknown, other service', async () => {
    const check = (code: string, type?: string) =>
      get<PromotionValidation>('/portal/check/promotion/validate', { code, ...(type ? { type } : {}) });
    expect(await check('tg2026', 'check')).toMatchObject({ valid: true, discount: 0.8, checkType: { id: 101 } });
    expect(await check('TG2025')).toEqual({ valid: false, discount: 1, message: '推广码已过期' });
    expect(await check('NOPE')).toEqual({ valid: false, discount: 1, message: '推广码不存在' });
    expect(await check('TG2026', 'aigc')).toEqual({ valid: false, discount: 1, message: '该推广码不适用于当前服务' });
  });

  it('turns a check submission into a report that is queryable and finishes', async () => {
    const { token } = await smsLogin();
    const submitted = await post<SubmitCheck>(
      '/portal/check/submit',
      { fileId: DEMO_REPORT_FILE_ID, checkTypeId: 201, promotionCode: 'AIGC2026', title: '生成式人工智能与学术写作', author: '张晓明' },
      token,
    );
    expect(submitted.reportCode).toMatch(/^BG\d{10}$/);
    expect(submitted.payAmount).toBe(15);
    const running = await get<Report>('/portal/report/query', { code: submitted.reportCode });
    expect(running).toMatchObject({ status: '2', fileId: null, similarity: null, checkTypeName: 'AIGC 生成内容检测' });
    const stored = db.content.reports.find((r) => r.code === submitted.reportCode);
    if (stored) stored.readyAt = 0;
    const done = await get<Report>('/portal/report/query', { code: submitted.reportCode });
    expect(done.status).toBe('3');
    expect((await call('GET', '/common/downloadV2', { query: { fileId: done.fileId ?? '' } })).status).toBe(200);
    expect(
      await post<ReportValidation>('/portal/report/validate', { code: submitted.reportCode, verifyCode: submitted.verifyCode }),
    ).toMatchObject({ valid: true });
  });

  it('refuses a submission without a file, or with a promotion code of another service', async () => {
    const { token } = await smsLogin();
    const submit = async (json: Record<string, unknown>) =>
      envelopeOf(
        await call('POST', '/portal/check/submit', {
          token,
          json: { fileId: DEMO_REPORT_FILE_ID, checkTypeId: 101, title: '题目', author: '作者', ...json },
        }),
      );
    expect(await submit({ fileId: 'missing' })).toEqual({ code: 500, msg: '请先上传待检测的文档' });
    expect(await submit({ promotionCode: 'AIGC2026' })).toEqual({ code: 500, msg: '该推广码不适用于当前服务' });
    expect((await envelopeOf(await call('POST', '/portal/check/submit', { json: {} }))).code).toBe(401);
  });
});

describe('content: cooperation applications', () => {
  it('checks the fields in order and stores a valid application', async () => {
    const valid = { name: '王主任', organization: '江城大学', mobile: '13700137000', email: 'a@b.cn', content: '合作' };
    const submit = async (json: unknown) => envelopeOf(await call('POST', '/portal/application/submit', { json }));
    expect(await submit({ ...valid, mobile: '123' })).toEqual({ code: 500, msg: '请输入正确的手机号码' });
    expect(await submit({ ...valid, email: 'nope' })).toEqual({ code: 500, msg: '请输入正确的邮箱地址' });
    const body = await submit(valid);
    expect(body.code).toBe(200);
    expect(db.content.applications).toHaveLength(1);
  });
});

describe('content: browser persistence', () => {
  it('keeps orders, coupons and finished reports across a reload', async () => {
    const { enableBrowserPersistence } = await import('../db/persistence');
    const { resetDatabase } = await import('../db/database');
    const storage = new Map<string, string>();
    const fakeStorage = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    } as unknown as Storage;
    enableBrowserPersistence(fakeStorage);
    try {
      const { token } = await smsLogin();
      const order = await post<Order>('/portal/resource/order', { packageId: PACKAGE_IDS.basic, couponId: 1 }, token);
      await post<Order>(`/portal/resource/order/pay/${order.id}`, { payType: 'wechat' }, token);
      const submitted = await post<SubmitCheck>(
        '/portal/check/submit',
        { fileId: DEMO_REPORT_FILE_ID, checkTypeId: 101, title: '题目', author: '作者' },
        token,
      );
      const stored = db.content.reports.find((r) => r.code === submitted.reportCode);
      if (stored) stored.readyAt = 0;
      const done = await get<Report>('/portal/report/query', { code: submitted.reportCode });
      const saved = storage.get('academic-portal:mock-db:v1') ?? '';

      // A reload: the seeded database again, then the saved state restored from storage.
      resetDatabase();
      storage.set('academic-portal:mock-db:v1', saved);
      enableBrowserPersistence(fakeStorage);
      expect(await get<Order>(`/portal/resource/order/detail/${order.id}`, {}, token)).toMatchObject({ status: 'paid' });
      expect(db.content.coupons.find((c) => c.id === 1)?.status).toBe('used');
      expect((await call('GET', '/common/downloadV2', { query: { fileId: done.fileId ?? '' } })).status).toBe(200);
    } finally {
      const { installPersistence } = await import('../db/database');
      // Back to node's default: no persister, so later tests stay pure.
      installPersistence(
        () => undefined,
        () => undefined,
      );
    }
  });
});

describe('content: interview videos', () => {
  it('serves a playable WebM for every interview and 404 for others', async () => {
    const interview = db.content.interviews[0];
    const response = await fetch(`http://localhost${interview?.videoUrl ?? ''}`);
    expect(response.headers.get('Content-Type')).toBe('video/webm');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The EBML magic number every WebM file starts with.
    expect(Array.from(bytes.slice(0, 4))).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect((await fetch('http://localhost/media/interviews/9999.webm')).status).toBe(404);
  });
});

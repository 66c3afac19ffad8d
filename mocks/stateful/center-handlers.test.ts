import { describe, expect, it } from 'vitest';
import type {
  AgentCheckSubmission,
  AgentSummary,
  AttentionPage,
  AttentionStatusData,
  CardBatch,
  CardBatchPage,
  CardPage,
  CenterSummary,
  CheckStatistics,
  ExpertDetail,
  FanPage,
  IpRule,
  IpRulePage,
  MyWork,
  MyWorkPage,
  PromotionCodeItem,
  PromotionCodePage,
  PromotionStatistics,
  PromotionValidation,
  RealNameAuth,
  ScholarAuth,
  ScholarProfile,
  ScholarService,
  ServiceKind,
  ServiceRecord,
  ServiceRecordPage,
  SubAccount,
  SubAccountPage,
  SubAccountPassword,
  SubmitCheck,
  UploadedFile,
  WorkPage,
} from '@/shared/api/generated/model';
import { SCHOLAR_EXPERT_ID, SERVICE_KINDS, SERVICE_STATUSES } from '../db/center/constants';
import { db } from '../db/database';
import { SEEDED_IDS, demoCredentials } from '../db/seed-accounts';
import { agentLogin, call, dataOf, envelopeOf, smsLogin, userInfo, type Envelope } from '../lib/test-client';

const get = async <T>(path: string, token: string, query: Record<string, string> = {}): Promise<T> =>
  dataOf<T>(await call('GET', path, { token, query }));
const send = async <T>(method: string, path: string, token: string, json: unknown = {}): Promise<T> =>
  dataOf<T>(await call(method, path, { token, json }));
const attempt = async (
  method: string,
  path: string,
  token: string | undefined,
  json?: unknown,
  query: Record<string, string> = {},
): Promise<Envelope> =>
  envelopeOf(await call(method, path, { ...(token ? { token } : {}), ...(json === undefined ? {} : { json }), query }));

const individual = async (): Promise<string> => (await smsLogin()).token;
const scholar = async (): Promise<string> => (await smsLogin(demoCredentials.scholar.mobile)).token;
const mainAgent = async (): Promise<string> => (await agentLogin('agent', 'Agent@123')).token;
const subAgent = async (): Promise<string> => (await agentLogin('agentsub', 'Sub@12345')).token;

const han = /\p{Script=Han}/u;
const FORBIDDEN = { code: 403, msg: '当前操作没有权限' };
const UNAUTHORIZED = { code: 401, msg: '认证失败，无法访问系统资源' };

async function upload(
  fileName: string,
  type = 'application/octet-stream',
  bytes: Uint8Array | string = `${fileName} 正文`,
): Promise<UploadedFile> {
  return dataOf<UploadedFile>(
    await call('POST', '/oss/upload', {
      form: { fields: { random: '0.5', newNumber: '1' }, files: [{ name: 'file', fileName, type, bytes }] },
    }),
  );
}

const png = (): Uint8Array =>
  Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) =>
    c.charCodeAt(0),
  );

async function allRecords(path: string, token: string, query: Record<string, string> = {}): Promise<ServiceRecord[]> {
  return (await get<ServiceRecordPage>(path, token, { ...query, pageSize: '100' })).rows;
}

function csvName(response: Response): string {
  const match = /filename\*=UTF-8''([^;]+)/.exec(response.headers.get('Content-Disposition') ?? '');
  return decodeURIComponent(match?.[1] ?? '');
}

/** The report of a submitted check finishes now instead of in ten seconds. */
function finishChecksNow(): void {
  for (const report of db.content.reports) if (report.readyAt !== undefined) report.readyAt = Date.now() - 1;
}

describe('center: the seeded data set', () => {
  it('is in Chinese and the same after a reset', async () => {
    const texts = [
      ...db.center.records.flatMap((row) => [row.title, row.author, row.checkTypeName]),
      ...db.center.fans.map((fan) => fan.nickName),
      ...db.center.myWorks.flatMap((work) => [work.title, work.abstract]),
      ...db.center.promotions.map((promotion) => promotion.name),
    ];
    expect(texts.every((value) => han.test(value) && !/lorem|ipsum|undefined|NaN|\[object Object\]/i.test(value))).toBe(true);
    const before = JSON.stringify(await allRecords('/agent/records', await mainAgent()));
    const { resetDatabase } = await import('../db/database');
    resetDatabase();
    expect(JSON.stringify(await allRecords('/agent/records', await mainAgent()))).toBe(before);
  });

  it('serves the files the records and the scholar’s applications point at', async () => {
    const fileIds = [
      ...db.center.records.map((row) => row.fileId),
      ...db.center.myWorks.flatMap((work) => work.fileIds),
      ...db.center.realNameAuths.flatMap((auth) => [auth.frontFileId, auth.backFileId]),
      ...db.center.scholarAuths.flatMap((auth) => auth.materialFileIds),
    ].filter((id): id is string => id !== null);
    expect(fileIds.length).toBeGreaterThan(100);
    expect(fileIds.filter((id) => !db.files.has(id))).toEqual([]);
  });
});

describe('center: who may call', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    for (const path of ['/center/summary', '/agent/home/summary', '/scholar/profile', '/scholar/attention', '/agent/card/export']) {
      expect(await attempt('GET', path, undefined)).toEqual(UNAUTHORIZED);
      expect(await attempt('GET', path, 'not-a-token')).toEqual(UNAUTHORIZED);
    }
  });

  it('answers 403 当前操作没有权限 to the wrong kind of account', async () => {
    const [person, main, sub, learned] = [await individual(), await mainAgent(), await subAgent(), await scholar()];
    expect(await attempt('GET', '/agent/records', person)).toEqual(FORBIDDEN);
    expect(await attempt('POST', '/agent/subAccount', person, {})).toEqual(FORBIDDEN);
    expect(await attempt('GET', '/center/records', main)).toEqual(FORBIDDEN);
    expect(await attempt('GET', '/scholar/attention', main)).toEqual(FORBIDDEN);
    // Sub-accounts: the institution's shared pages yes, the main account's pages no.
    expect((await attempt('GET', '/agent/records', sub)).code).toBe(200);
    for (const path of [
      '/agent/subAccount/list',
      '/agent/card/batch/list',
      '/agent/ip/list',
      '/agent/promotion/list',
      '/agent/statistics/promotion',
    ]) {
      expect(await attempt('GET', path, sub)).toEqual(FORBIDDEN);
    }
    // Scholar pages need the scholar flag, except the authentication and following.
    expect(await attempt('GET', '/scholar/fans', person)).toEqual(FORBIDDEN);
    expect((await attempt('GET', '/scholar/auth', person)).code).toBe(200);
    expect((await attempt('GET', '/scholar/attention', person)).code).toBe(200);
    expect((await attempt('GET', '/scholar/fans', learned)).code).toBe(200);
  });
});

describe('center: individual records', () => {
  it('seeds every status of every service across twelve months, in Chinese', async () => {
    const token = await individual();
    const rows = await allRecords('/center/records', token);
    for (const service of SERVICE_KINDS) {
      const statuses = new Set(rows.filter((row) => row.service === service).map((row) => row.status));
      expect([...statuses].sort(), service).toEqual([...SERVICE_STATUSES[service].values]);
    }
    const months = new Set(rows.map((row) => row.createTime.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(10);
    expect(rows.every((row) => han.test(row.title) && row.accountId === SEEDED_IDS.individual && row.accountName === '张晓明')).toBe(true);
    expect(rows.map((row) => row.createTime)).toEqual([...rows.map((row) => row.createTime)].sort().reverse());
  });

  it('pages without overlap and filters by service, status, keyword and date range', async () => {
    const token = await individual();
    const first = await get<ServiceRecordPage>('/center/records', token, { service: 'check', page: '1', pageSize: '10' });
    const second = await get<ServiceRecordPage>('/center/records', token, { service: 'check', page: '2', pageSize: '10' });
    expect(first).toMatchObject({ page: 1, pageSize: 10 });
    expect(first.total).toBeGreaterThan(10);
    expect(second.total).toBe(first.total);
    expect(first.rows.map((r) => r.id).filter((id) => second.rows.some((r) => r.id === id))).toEqual([]);

    const done = await allRecords('/center/records', token, { service: 'check', status: '3' });
    expect(done.length).toBeGreaterThan(0);
    expect(done.every((row) => row.status === '3' && row.fileId !== null && row.similarity !== null && row.finishTime !== null)).toBe(true);

    const ranged = await allRecords('/center/records', token, { beginTime: '2026-06-01', endTime: '2026-08-31' });
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((row) => row.createTime >= '2026-06-01' && row.createTime <= '2026-08-31 23:59:59')).toBe(true);

    const sample = done[0] as ServiceRecord;
    const byCode = await allRecords('/center/records', token, { keyword: sample.code });
    expect(byCode.map((row) => row.id)).toEqual([sample.id]);
  });

  it('links finished checks to their report and file', async () => {
    const token = await individual();
    const [record] = await allRecords('/center/records', token, { service: 'check', status: '3' });
    if (!record?.fileId) throw new Error('no finished check');
    const report = await dataOf<{ code: string; status: string }>(
      await call('GET', '/portal/report/query', { query: { code: record.code } }),
    );
    expect(report).toMatchObject({ code: record.code, status: '3' });
    const file = await call('GET', '/common/downloadV2', { query: { fileId: record.fileId } });
    expect(await file.text()).toContain(record.code);
  });

  it('summarises the user center from the same records', async () => {
    const token = await individual();
    const summary = await get<CenterSummary>('/center/summary', token);
    expect(summary.profile.nickName).toBe('张晓明');
    expect(summary).toMatchObject({ authStatus: 0, leftAmount: 128.5, availableCouponCount: 4 });
    for (const count of summary.serviceCounts) {
      const page = await get<ServiceRecordPage>('/center/records', token, { service: count.service });
      expect(count.total, count.service).toBe(page.total);
    }
    const newest = await get<ServiceRecordPage>('/center/records', token, { pageSize: '5' });
    expect(summary.recentRecords.map((row) => row.id)).toEqual(newest.rows.map((row) => row.id));
  });

  it('lists a check submitted on the portal, running and then done', async () => {
    const token = await individual();
    const file = await upload('开题报告.docx');
    const submitted = await send<SubmitCheck>('POST', '/portal/check/submit', token, {
      fileId: file.id,
      checkTypeId: 201,
      title: '生成式人工智能与学术诚信',
      author: '张晓明',
    });
    const [row] = await allRecords('/center/records', token, { keyword: submitted.reportCode });
    expect(row).toMatchObject({ service: 'aigc', status: '2', fileId: null, amount: 30, channel: 'direct' });
    finishChecksNow();
    const [done] = await allRecords('/center/records', token, { keyword: submitted.reportCode });
    expect(done).toMatchObject({ status: '3', fileId: `report-${submitted.reportCode}` });
    expect(done?.finishTime).not.toBeNull();
  });

  it('lists a patent document check submitted from /patentCheck as a patentCheck record', async () => {
    const token = await individual();
    const file = await upload('发明专利申请书.pdf');
    const submitted = await send<SubmitCheck>('POST', '/portal/check/submit', token, {
      fileId: file.id,
      checkTypeId: 401,
      title: '一种柔性电池极片',
      author: '张晓明',
    });
    const [row] = await allRecords('/center/records', token, { service: 'patentCheck', keyword: submitted.reportCode });
    expect(row).toMatchObject({ service: 'patentCheck', code: submitted.reportCode, checkTypeId: 401, status: '2', amount: 398 });
    // A patent evaluation type is still refused: it has no document to check.
    expect(
      (await attempt('POST', '/portal/check/submit', token, { fileId: file.id, checkTypeId: 301, title: '甲', author: '乙' })).code,
    ).toBe(500);
  });

  it('exports the filtered records as CSV with a byte order mark', async () => {
    const token = await individual();
    const response = await call('GET', '/center/records/export', { token, query: { service: 'patent' } });
    expect(response.headers.get('Content-Type')).toContain('text/csv');
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename\*=UTF-8''/);
    expect(csvName(response)).toMatch(/^专利评估记录-\d{8}\.csv$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split('\r\n');
    expect(lines[0]).toMatch(/^编号,标题,/);
    expect(lines).toHaveLength((await get<ServiceRecordPage>('/center/records', token, { service: 'patent' })).total + 1);
  });
});

describe('center: authentication, profile, mobile', () => {
  it('takes a real-name application, reviews it and shows it masked', async () => {
    const token = await individual();
    const images = [await upload('正面.png', 'image/png', png()), await upload('反面.png', 'image/png', png())];
    const bad = await attempt('POST', '/center/auth', token, {
      realName: '张晓明',
      idNumber: '110105194912310021',
      frontFileId: images[0]?.id,
      backFileId: images[1]?.id,
    });
    expect(bad).toEqual({ code: 500, msg: '请输入正确的 18 位身份证号码' });
    const noImage = await attempt('POST', '/center/auth', token, {
      realName: '张晓明',
      idNumber: '11010519491231002X',
      frontFileId: 'nope',
      backFileId: images[1]?.id,
    });
    expect(noImage.msg).toBe('请上传身份证人像面照片');
    const pending = await send<RealNameAuth>('POST', '/center/auth', token, {
      realName: '张晓明',
      idNumber: '11010519491231002x',
      frontFileId: images[0]?.id,
      backFileId: images[1]?.id,
    });
    expect(pending).toMatchObject({ status: 1, realName: '张*明', idNumber: '1101**********002X' });
    expect((await userInfo(token)).isAuth).toBe(1);
    expect((await attempt('POST', '/center/auth', token, {})).msg).toBe('实名认证审核中，请耐心等待');
    for (const auth of db.center.realNameAuths) auth.reviewAt = Date.now() - 1;
    expect((await userInfo(token)).isAuth).toBe(2);
    expect((await get<RealNameAuth>('/center/auth', token)).status).toBe(2);
  });

  it('changes nickname and avatar, and binds a new mobile number', async () => {
    const token = await individual();
    const avatar = await upload('头像.png', 'image/png', png());
    const info = await send<{ nickName: string; avatar: string }>('PUT', '/center/profile', token, {
      nickName: '晓明',
      avatar: avatar.fileName,
    });
    expect(info).toMatchObject({ nickName: '晓明', avatar: `/common/imageView/${avatar.fileName}` });
    expect((await attempt('PUT', '/center/profile', token, { nickName: ' ' })).msg).toBe('请输入昵称');
    expect((await attempt('PUT', '/center/mobile', token, { mobile: '13900139000', code: '123456' })).msg).toBe('该手机号已绑定其他账号');
    expect((await attempt('PUT', '/center/mobile', token, { mobile: '13800138111', code: '000000' })).msg).toBe('验证码错误');
    await send('PUT', '/center/mobile', token, { mobile: '13800138111', code: '123456' });
    expect((await userInfo((await smsLogin('13800138111')).token)).nickName).toBe('晓明');
  });
});

describe('center: institution records and statistics', () => {
  it('shows a main account its whole institution and a sub-account only itself', async () => {
    const [main, sub] = [await mainAgent(), await subAgent()];
    const all = await get<ServiceRecordPage>('/agent/records', main);
    const own = await allRecords('/agent/records', sub);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.accountId === SEEDED_IDS.agentSub && row.accountName === '江城大学文学院')).toBe(true);
    const narrowed = await get<ServiceRecordPage>('/agent/records', main, { accountId: String(SEEDED_IDS.agentSub) });
    expect(narrowed.total).toBe(own.length);
    expect(all.total).toBeGreaterThan(own.length);
    // A sub-account cannot widen its view with accountId.
    expect((await get<ServiceRecordPage>('/agent/records', sub, { accountId: String(SEEDED_IDS.agentMain) })).total).toBe(own.length);
    const promoted = await allRecords('/agent/records', main, { service: 'aigc', channel: 'promotion' });
    expect(promoted.length).toBeGreaterThan(0);
    expect(
      promoted.every((row) => row.channel === 'promotion' && /^1\d{2}\*{4}\d{4}$/.test(row.customer ?? '') && row.promotionCode !== null),
    ).toBe(true);
    for (const service of ['check', 'aigc', 'patent', 'patentCheck'] as ServiceKind[]) {
      const statuses = new Set((await allRecords('/agent/records', main, { service, channel: 'direct' })).map((row) => row.status));
      expect([...statuses].sort(), service).toEqual([...SERVICE_STATUSES[service].values]);
    }
  });

  it('derives the check statistics from the records, the same on every call', async () => {
    const main = await mainAgent();
    const query = { beginTime: '2026-05-01', endTime: '2026-10-31' };
    const stats = await get<CheckStatistics>('/agent/statistics/check', main, query);
    expect(stats).toMatchObject({ beginTime: '2026-05-01', endTime: '2026-10-31' });
    expect(stats.byDay).toHaveLength(184);
    const direct = await get<ServiceRecordPage>('/agent/records', main, { ...query, channel: 'direct' });
    expect(stats.totalCount).toBe(direct.total);
    expect(stats.byDay.reduce((sum, day) => sum + day.count, 0)).toBe(stats.totalCount);
    expect(stats.byCheckType.reduce((sum, type) => sum + type.count, 0)).toBe(stats.totalCount);
    expect(stats.byAccount.map((row) => row.accountName)).toContain('江城大学文学院');
    expect(await get<CheckStatistics>('/agent/statistics/check', main, query)).toEqual(stats);
    const checkOnly = await get<CheckStatistics>('/agent/statistics/check', main, { ...query, service: 'check' });
    expect(checkOnly.byCheckType.every((row) => row.service === 'check')).toBe(true);
    const defaults = await get<CheckStatistics>('/agent/statistics/check', main);
    expect(defaults.byDay).toHaveLength(30);
    expect((await attempt('GET', '/agent/statistics/check', main, undefined, { beginTime: '2026-11-02', endTime: '2026-11-01' })).msg).toBe(
      '开始日期不能晚于结束日期',
    );
    expect((await attempt('GET', '/agent/statistics/check', main, undefined, { beginTime: '2024-01-01', endTime: '2026-11-01' })).msg).toBe(
      '统计区间不能超过 366 天',
    );
  });

  it('derives the promotion statistics per code', async () => {
    const main = await mainAgent();
    const query = { beginTime: '2025-11-22', endTime: '2026-11-21' };
    const stats = await get<PromotionStatistics>('/agent/statistics/promotion', main, query);
    const promoted = await get<ServiceRecordPage>('/agent/records', main, { ...query, channel: 'promotion' });
    expect(stats.totalCount).toBe(promoted.total);
    expect(stats.byCode.reduce((sum, row) => sum + row.count, 0)).toBe(stats.totalCount);
    expect(stats.byCode.find((row) => row.code === 'JCDX2026')?.name).toBe('图书馆官网');
  });

  it('summarises the institution home page', async () => {
    const summary = await get<AgentSummary>('/agent/home/summary', await mainAgent());
    expect(summary).toMatchObject({
      nickName: '江城大学图书馆',
      mainAccount: 'Y',
      leftAmount: 12800,
      expireDate: '2027-12-31',
      childCount: 5,
    });
    expect(summary.monthCount).toBeGreaterThanOrEqual(summary.todayCount);
    expect(summary.recentActivities).toHaveLength(10);
    expect(summary.recentActivities.every((activity) => han.test(activity.content))).toBe(true);
    const sub = await get<AgentSummary>('/agent/home/summary', await subAgent());
    expect(sub).toMatchObject({ mainAccount: 'N', childCount: 0 });
    expect(sub.totalCount).toBeLessThan(summary.totalCount);
  });

  it('exports the institution records with account and channel columns', async () => {
    const response = await call('GET', '/agent/records/export', {
      token: await mainAgent(),
      query: { service: 'aigc', channel: 'promotion' },
    });
    expect(csvName(response)).toMatch(/^AIGC检测推广记录-\d{8}\.csv$/);
    const text = await response.text();
    expect(text.split('\r\n')[0]).toContain('账号,渠道,推广码,客户');
  });
});

describe('center: institution submissions', () => {
  it('submits a batch of checks against the remaining amount', async () => {
    const sub = await subAgent();
    const before = db.accounts.find((account) => account.id === SEEDED_IDS.agentSub)?.leftAmount ?? 0;
    const files = [await upload('一.docx'), await upload('二.docx'), await upload('三.docx')];
    const items = files.map((file, index) => ({ fileId: file.id, title: `毕业论文第${index + 1}篇`, author: '陈雨萱' }));
    expect(
      (
        await attempt('POST', '/agent/check/submit', sub, {
          checkTypeId: 101,
          items: [...items, { fileId: files[0]?.id, title: '', author: '甲' }],
        })
      ).msg,
    ).toBe('第 4 篇：请填写论文题目');
    const result = await send<AgentCheckSubmission>('POST', '/agent/check/submit', sub, { checkTypeId: 101, items });
    expect(result.payAmount).toBe(204);
    expect(result.leftAmount).toBe(before - 204);
    expect(result.records.map((row) => [row.status, row.service, row.accountId])).toEqual(
      items.map(() => ['2', 'check', SEEDED_IDS.agentSub]),
    );
    const listed = await allRecords('/agent/records', sub, { keyword: result.records[0]?.code ?? '' });
    expect(listed).toHaveLength(1);
    // The main account sees the sub-account's submission too.
    expect((await get<ServiceRecordPage>('/agent/records', await mainAgent(), { keyword: result.records[1]?.code ?? '' })).total).toBe(1);

    const broke = db.accounts.find((account) => account.id === SEEDED_IDS.agentSub);
    if (broke) broke.leftAmount = 50;
    const refused = await attempt('POST', '/agent/check/submit', sub, { checkTypeId: 101, items: items.slice(0, 1) });
    expect(refused.msg).toBe('剩余额度不足：本次需 68 元，当前剩余 50 元');
  });

  it('checks the patent number of a patent evaluation (SPEC §5)', async () => {
    const main = await mainAgent();
    const base = { checkTypeId: 301, patentName: '一种古籍图像去噪方法', owner: '江城大学' };
    expect((await attempt('POST', '/agent/patent/submit', main, { ...base, patentNo: 'CN4123456A' })).msg).toBe(
      '中国专利号 CN 后的第一位数字（第 3 位）须为 1、2 或 3',
    );
    const record = await send<ServiceRecord>('POST', '/agent/patent/submit', main, { ...base, patentNo: 'CN1234567A' });
    expect(record).toMatchObject({ service: 'patent', status: '0', patentNo: 'CN1234567A', author: '江城大学' });
    expect(record.code).toMatch(/^PG\d{12}$/);
    expect((await attempt('POST', '/agent/patent/submit', main, { checkTypeId: 401, patentName: '一种装置', owner: '江城大学' })).msg).toBe(
      '请上传专利申请文件',
    );
    const document = await upload('专利申请书.docx');
    const check = await send<ServiceRecord>('POST', '/agent/patent/submit', main, {
      checkTypeId: 401,
      patentName: '一种装置',
      owner: '江城大学',
      fileId: document.id,
    });
    expect(check).toMatchObject({ service: 'patentCheck', status: '2', patentNo: null });
    expect(check.code).toMatch(/^BG\d{10}$/);
  });
});

describe('center: promotion codes', () => {
  it('creates a code that the public promotion page accepts and that records promoted checks', async () => {
    const main = await mainAgent();
    const created = await send<PromotionCodeItem>('POST', '/agent/promotion', main, {
      name: '开学季',
      checkTypeId: 201,
      discount: 0.6,
      validUntil: '2027-09-30',
      code: 'jcnew2027',
    });
    expect(created).toMatchObject({ code: 'JCNEW2027', service: 'aigc', status: 'enabled', useCount: 0, link: '/aigc/check/JCNEW2027' });
    expect(
      (
        await attempt('POST', '/agent/promotion', main, {
          name: '重复',
          checkTypeId: 201,
          discount: 0.6,
          validUntil: '2027-09-30',
          code: 'JCNEW2027',
        })
      ).msg,
    ).toBe('推广码已存在');
    expect(
      (await attempt('POST', '/agent/promotion', main, { name: '折扣', checkTypeId: 201, discount: 0.055, validUntil: '2027-09-30' })).msg,
    ).toBe('折扣须在 0.1–1 之间，最多两位小数');
    const generated = await send<PromotionCodeItem>('POST', '/agent/promotion', main, {
      name: '自动生成',
      checkTypeId: 101,
      discount: 0.9,
      validUntil: '2027-01-31',
    });
    expect(generated.code).toMatch(/^JC[A-Z0-9]{6}$/);
    expect(generated.link).toBe(`/promotion/check/${generated.code}`);

    const verdict = await dataOf<PromotionValidation>(
      await call('GET', '/portal/check/promotion/validate', { query: { code: 'JCNEW2027', type: 'aigc' } }),
    );
    expect(verdict).toMatchObject({ valid: true, discount: 0.6 });
    const person = await individual();
    const file = await upload('论文.docx');
    const bought = await send<SubmitCheck>('POST', '/portal/check/submit', person, {
      fileId: file.id,
      checkTypeId: 201,
      title: '推广检测',
      author: '张晓明',
      promotionCode: 'JCNEW2027',
    });
    expect(bought.payAmount).toBe(18);
    const [promoted] = await allRecords('/agent/records', main, { channel: 'promotion', keyword: bought.reportCode });
    expect(promoted).toMatchObject({ promotionCode: 'JCNEW2027', customer: '138****8000', amount: 18, accountId: SEEDED_IDS.agentMain });
    const listed = await get<PromotionCodePage>('/agent/promotion/list', main, { keyword: 'JCNEW2027' });
    expect(listed.rows[0]).toMatchObject({ useCount: 1, totalAmount: 18 });

    await send('PUT', `/agent/promotion/${created.id}/status`, main, { status: 'disabled' });
    const disabled = await dataOf<PromotionValidation>(
      await call('GET', '/portal/check/promotion/validate', { query: { code: 'JCNEW2027' } }),
    );
    expect(disabled).toEqual({ valid: false, discount: 1, message: '推广码已停用' });
  });

  it('lists the seeded codes by status; an expired code cannot be enabled', async () => {
    const main = await mainAgent();
    const expired = await get<PromotionCodePage>('/agent/promotion/list', main, { status: 'expired' });
    expect(expired.rows.map((row) => row.code).sort()).toEqual(['JCAIGCPRO', 'JCBK2025']);
    expect((await get<PromotionCodePage>('/agent/promotion/list', main, { status: 'disabled' })).rows.map((row) => row.code)).toEqual([
      'JCQK2026',
    ]);
    const id = expired.rows[0]?.id;
    expect((await attempt('PUT', `/agent/promotion/${id}/status`, main, { status: 'enabled' })).msg).toBe('推广码已过期，不能启用');
  });
});

describe('center: sub-accounts', () => {
  it('lists five sub-accounts, one disabled, whose log-in is refused', async () => {
    const page = await get<SubAccountPage>('/agent/subAccount/list', await mainAgent());
    expect(page.total).toBe(5);
    expect(page.rows.filter((row) => row.status === '1').map((row) => row.id)).toEqual([SEEDED_IDS.agentDisabled]);
    const disabled = db.accounts.find((account) => account.id === SEEDED_IDS.agentDisabled);
    const { uuid } = await dataOf<{ uuid: string }>(await call('GET', '/captchaImage'));
    const login = await envelopeOf(
      await call('POST', '/agent/user/agentLogin', {
        json: { username: disabled?.userName, password: demoCredentials.agentSub.password, code: '8888', uuid },
      }),
    );
    expect(login).toEqual({ code: 500, msg: '账号已停用，请联系机构管理员' });
  });

  it('creates a sub-account that logs in at once as agentChild, with its quota', async () => {
    const main = await mainAgent();
    const json = { username: 'jcdxlaw', nickName: '江城大学法学院资料室', mobile: '13712345678', password: 'Law@2026', quota: 800 };
    expect((await attempt('POST', '/agent/subAccount', main, { ...json, username: 'agentsub' })).msg).toBe('账号已存在');
    expect((await attempt('POST', '/agent/subAccount', main, { ...json, password: 'short1' })).msg).toBe('密码长度须为 8–20 位');
    expect((await attempt('POST', '/agent/subAccount', main, { ...json, quota: 99_999 })).msg).toBe(
      '额度不能超过主账号剩余额度（12800 元）',
    );
    const created = await send<SubAccount>('POST', '/agent/subAccount', main, json);
    expect(created).toMatchObject({ username: 'jcdxlaw', status: '0', leftAmount: 800, checkCount: 0, lastLoginTime: null });

    const login = await agentLogin('jcdxlaw', 'Law@2026');
    expect(login).toMatchObject({ LOGIN_TYPE: 'agentChild', resetPassword: false });
    expect(await userInfo(login.token)).toMatchObject({
      userType: 'agent',
      mainAccount: 'N',
      nickName: '江城大学法学院资料室',
      leftAmount: 800,
    });
    expect(await userInfo(main)).toMatchObject({ childCount: 6, leftAmount: 12000 });
    const listed = await get<SubAccountPage>('/agent/subAccount/list', main, { keyword: 'jcdxlaw' });
    expect(listed.rows[0]?.lastLoginTime).not.toBeNull();
  });

  it('edits, disables and resets a sub-account', async () => {
    const main = await mainAgent();
    const subToken = await subAgent();
    const before = db.accounts.find((account) => account.id === SEEDED_IDS.agentSub)?.leftAmount ?? 0;
    const edited = await send<SubAccount>('PUT', `/agent/subAccount/${SEEDED_IDS.agentSub}`, main, {
      nickName: '文学院资料室',
      mobile: '13600136001',
      quota: before + 200,
    });
    expect(edited).toMatchObject({ nickName: '文学院资料室', leftAmount: before + 200 });
    expect((await userInfo(main)).leftAmount).toBe(12600);

    await send('PUT', `/agent/subAccount/${SEEDED_IDS.agentSub}/status`, main, { status: '1' });
    expect(await attempt('GET', '/login/user/getInfo', subToken)).toEqual(UNAUTHORIZED);
    await send('PUT', `/agent/subAccount/${SEEDED_IDS.agentSub}/status`, main, { status: '0' });

    const reset = await send<SubAccountPassword>('PUT', `/agent/subAccount/${SEEDED_IDS.agentSub}/password`, main, {});
    expect(reset.generated).toBe(true);
    const again = await agentLogin('agentsub', reset.password ?? '');
    expect(again.resetPassword).toBe(true);
    expect(
      await send<SubAccountPassword>('PUT', `/agent/subAccount/${SEEDED_IDS.agentSub}/password`, main, { password: 'Given@2026' }),
    ).toEqual({ generated: false });
    expect((await agentLogin('agentsub', 'Given@2026')).LOGIN_TYPE).toBe('agentChild');
    expect((await attempt('PUT', '/agent/subAccount/1001/status', main, { status: '1' })).code).toBe(404);
  });
});

describe('center: cards and IP rules', () => {
  it('generates a batch of cards that is listed, filtered and exported', async () => {
    const main = await mainAgent();
    expect(
      (await attempt('POST', '/agent/card/batch', main, { name: '卡', checkTypeId: 101, count: 0, expireDate: '2027-06-30' })).msg,
    ).toBe('生成数量须为 1–1000 之间的整数');
    expect(
      (await attempt('POST', '/agent/card/batch', main, { name: '卡', checkTypeId: 101, count: 5, expireDate: '2020-01-01' })).msg,
    ).toBe('有效期须为今天或以后的日期');
    const batch = await send<CardBatch>('POST', '/agent/card/batch', main, {
      name: '2027届毕业论文检测卡',
      checkTypeId: 102,
      count: 25,
      expireDate: '2027-06-30',
    });
    expect(batch).toMatchObject({
      count: 25,
      unusedCount: 25,
      usedCount: 0,
      expiredCount: 0,
      faceValue: 198,
      checkTypeName: '硕士学位论文检测',
    });
    expect(batch.batchNo).toMatch(/^KP\d{12}$/);
    const batches = await get<CardBatchPage>('/agent/card/batch/list', main);
    expect(batches.total).toBe(6);
    expect(batches.rows[0]?.id).toBe(batch.id);

    const cards = await get<CardPage>('/agent/card/list', main, { batchId: String(batch.id), pageSize: '100' });
    expect(cards.total).toBe(25);
    expect(new Set(cards.rows.map((card) => card.cardNo)).size).toBe(25);
    expect(
      cards.rows.every((card) => /^JC\d{10}$/.test(card.cardNo) && /^[A-Z2-9]{12}$/.test(card.cardSecret) && card.status === '0'),
    ).toBe(true);

    const response = await call('GET', '/agent/card/export', { token: main, query: { batchId: String(batch.id) } });
    expect(csvName(response)).toBe(`卡密明细-${batch.batchNo}.csv`);
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(26);
    expect(lines[1]).toContain(cards.rows[0]?.cardSecret);
  });

  it('derives card statuses: used, unused and expired', async () => {
    const main = await mainAgent();
    const spring = (await get<CardBatchPage>('/agent/card/batch/list', main, { keyword: 'KP2026030001' })).rows[0];
    expect(spring).toMatchObject({ count: 200, usedCount: 150, unusedCount: 0, expiredCount: 50 });
    const expired = await get<CardPage>('/agent/card/list', main, { batchId: String(spring?.id), status: '2' });
    expect(expired.total).toBe(50);
    const used = await get<CardPage>('/agent/card/list', main, { status: '1', pageSize: '5' });
    expect(used.rows.every((card) => card.usedTime !== null && card.usedBy !== null)).toBe(true);
  });

  it('adds validated IP ranges and deletes them', async () => {
    const main = await mainAgent();
    expect((await get<IpRulePage>('/agent/ip/list', main)).total).toBe(4);
    expect((await attempt('POST', '/agent/ip', main, { startIp: '10.0.0.256' })).msg).toBe('起始 IP 格式不正确');
    expect((await attempt('POST', '/agent/ip', main, { startIp: '10.0.0.9', endIp: '10.0.0.1' })).msg).toBe('起始 IP 不能大于结束 IP');
    expect((await attempt('POST', '/agent/ip', main, { cidr: '10.12.8.0/24' })).msg).toBe('与已有规则「校园网（主校区）」重叠');
    const rule = await send<IpRule>('POST', '/agent/ip', main, { cidr: '192.168.10.77/24', remark: '继续教育学院' });
    expect(rule).toMatchObject({ startIp: '192.168.10.0', endIp: '192.168.10.255', cidr: '192.168.10.0/24', createBy: 'agent' });
    const single = await send<IpRule>('POST', '/agent/ip', main, { startIp: '61.183.20.5' });
    expect(single).toMatchObject({ startIp: '61.183.20.5', endIp: '61.183.20.5', cidr: null });
    expect((await attempt('DELETE', `/agent/ip/${rule.id}`, main)).code).toBe(200);
    expect((await get<IpRulePage>('/agent/ip/list', main)).rows.map((row) => row.id)).not.toContain(rule.id);
    expect((await attempt('DELETE', `/agent/ip/${rule.id}`, main)).code).toBe(404);
  });
});

describe('center: scholar services', () => {
  it('is the expert 61 of the directory, and edits show on the public page', async () => {
    const token = await scholar();
    const profile = await get<ScholarProfile>('/scholar/profile', token);
    expect(profile).toMatchObject({ expertId: SCHOLAR_EXPERT_ID, name: '李文博', title: '教授', fansCount: 37 });
    const expert = await dataOf<ExpertDetail>(await call('GET', `/portal/expert/detail/${SCHOLAR_EXPERT_ID}`));
    expect(expert).toMatchObject({ name: '李文博', fansCount: 37, worksCount: profile.worksCount });
    const works = await dataOf<WorkPage>(await call('GET', `/portal/expert/works/${SCHOLAR_EXPERT_ID}`, { query: { pageSize: '50' } }));
    expect(works.total).toBe(profile.worksCount);
    await send('PUT', '/scholar/profile', token, { ...profile, title: '二级教授', researchInterests: ['共同富裕思想', '中国式现代化'] });
    const edited = await dataOf<ExpertDetail>(await call('GET', `/portal/expert/detail/${SCHOLAR_EXPERT_ID}`));
    expect(edited).toMatchObject({ title: '二级教授', field: '共同富裕思想、中国式现代化' });
    expect((await attempt('PUT', '/scholar/profile', token, { ...profile, researchInterests: [] })).msg).toBe(
      '请填写 1–8 个研究方向，每个不超过 20 字',
    );
  });

  it('pages the fans, and follow and unfollow change the lists', async () => {
    const [token, person] = [await scholar(), await individual()];
    const first = await get<FanPage>('/scholar/fans', token, { pageSize: '10' });
    expect(first.total).toBe(37);
    expect(first.rows.some((fan) => fan.nickName === '张晓明')).toBe(true);
    expect((await get<FanPage>('/scholar/fans', token, { pageSize: '100' })).rows.filter((fan) => fan.followedBack)).toHaveLength(4);

    expect(await get<AttentionStatusData>(`/scholar/attention/${SCHOLAR_EXPERT_ID}`, person)).toEqual({
      expertId: SCHOLAR_EXPERT_ID,
      followed: true,
    });
    expect(await send<AttentionStatusData>('DELETE', `/scholar/attention/${SCHOLAR_EXPERT_ID}`, person)).toEqual({
      expertId: SCHOLAR_EXPERT_ID,
      followed: false,
    });
    expect((await get<FanPage>('/scholar/fans', token)).total).toBe(36);

    const before = (await get<AttentionPage>('/scholar/attention', token)).total;
    expect(before).toBe(12);
    await send('POST', '/scholar/attention/7', token);
    await send('POST', '/scholar/attention/7', token);
    const after = await get<AttentionPage>('/scholar/attention', token);
    expect(after.total).toBe(13);
    expect(after.rows[0]?.expertId).toBe(7);
    expect((await attempt('POST', `/scholar/attention/${SCHOLAR_EXPERT_ID}`, token)).msg).toBe('不能关注自己');
    expect((await attempt('POST', '/scholar/attention/9999', token)).code).toBe(404);
  });

  it('has works in every status; a claim moves a work to my works and off the claimable list', async () => {
    const token = await scholar();
    const mine = await get<MyWorkPage>('/scholar/works', token, { pageSize: '50' });
    expect(new Set(mine.rows.map((work) => work.status))).toEqual(new Set(['published', 'claimed', 'pending', 'rejected']));
    const claimable = await get<WorkPage>('/scholar/works/claimable', token, { keyword: '研究' });
    const target = claimable.rows[0];
    if (!target) throw new Error('nothing to claim');
    const claimed = await send<MyWork>('POST', '/scholar/works/claim', token, { workId: target.id });
    expect(claimed).toMatchObject({ workId: target.id, status: 'claimed', title: target.title });
    expect((await get<MyWorkPage>('/scholar/works', token, { status: 'claimed', keyword: target.title })).total).toBe(1);
    expect(
      (await get<WorkPage>('/scholar/works/claimable', token, { keyword: '研究', pageSize: '100' })).rows.map((work) => work.id),
    ).not.toContain(target.id);
    expect((await attempt('POST', '/scholar/works/claim', token, { workId: target.id })).msg).toBe('该作品已被认领');
    const publicWorks = await dataOf<WorkPage>(
      await call('GET', `/portal/expert/works/${SCHOLAR_EXPERT_ID}`, { query: { pageSize: '50' } }),
    );
    expect(publicWorks.rows.map((work) => work.id)).toContain(target.id);
    const published = mine.rows.find((work) => work.status === 'published');
    expect((await dataOf<{ title: string }>(await call('GET', `/portal/work/detail/${published?.workId}`))).title).toBe(published?.title);
  });

  it('takes an upload for review', async () => {
    const token = await scholar();
    const file = await upload('数字治理.pdf');
    const json = {
      title: '数字治理的马克思主义阐释',
      type: 'journal',
      abstract: '本文阐释数字治理的理论基础。',
      keywords: ['数字治理'],
      fileIds: [file.id],
    };
    expect((await attempt('POST', '/scholar/works', token, { ...json, fileIds: [] })).msg).toBe('请上传作品文件（1–5 个）');
    const work = await send<MyWork>('POST', '/scholar/works', token, json);
    expect(work).toMatchObject({ status: 'pending', authors: ['李文博'], workId: null, fileIds: [file.id] });
    expect((await get<MyWorkPage>('/scholar/works', token, { status: 'pending' })).rows[0]?.id).toBe(work.id);
    expect((await attempt('POST', '/scholar/works', token, json)).msg).toBe('该作品已提交，请勿重复上传');
  });

  it('turns an individual user into a scholar after the authentication review', async () => {
    const person = await individual();
    expect(await get<ScholarAuth>('/scholar/auth', person)).toMatchObject({ status: 0, materialFileIds: [] });
    const material = await upload('工作证.png', 'image/png', png());
    const json = {
      realName: '张晓明',
      institution: '江城大学计算机学院',
      title: '讲师',
      discipline: '计算机科学与技术',
      researchInterests: ['古籍文字识别'],
      materialFileIds: [material.id],
    };
    expect((await attempt('POST', '/scholar/auth', person, { ...json, materialFileIds: [] })).msg).toBe('请上传 1–5 份证明材料');
    expect(await send<ScholarAuth>('POST', '/scholar/auth', person, json)).toMatchObject({ status: 1, realName: '张晓明' });
    expect(await attempt('GET', '/scholar/profile', person)).toEqual(FORBIDDEN);
    for (const auth of db.center.scholarAuths) auth.reviewAt = Date.now() - 1;
    expect((await userInfo(person)).scholar).toBe(true);
    const profile = await get<ScholarProfile>('/scholar/profile', person);
    expect(profile).toMatchObject({ expertId: SCHOLAR_EXPERT_ID + 1, name: '张晓明', field: '古籍文字识别', fansCount: 0, worksCount: 0 });
    expect((await dataOf<ExpertDetail>(await call('GET', `/portal/expert/detail/${profile.expertId}`))).name).toBe('张晓明');
  });

  it('toggles a service', async () => {
    const token = await scholar();
    const services = await get<ScholarService[]>('/scholar/services', token);
    expect(services).toHaveLength(6);
    const target = services.find((service) => !service.enabled);
    const updated = await send<ScholarService>('PUT', `/scholar/services/${target?.id}/status`, token, { enabled: true });
    expect(updated).toMatchObject({ id: target?.id, enabled: true });
    expect((await get<ScholarService[]>('/scholar/services', token)).find((service) => service.id === target?.id)?.enabled).toBe(true);
  });
});

describe('getAgentCheckConfigType with a promotion code (SPEC §7: type and code)', () => {
  it('lists the types a valid code sells, and none for an unknown or other-service code', async () => {
    const sold = await dataOf<Array<{ type: string }>>(
      await call('GET', '/agent/user/check/config/type', { query: { type: 'check', code: 'TG2026' } }),
    );
    expect(sold.length).toBeGreaterThan(0);
    expect(sold.every((row) => row.type === 'check')).toBe(true);
    expect(await dataOf(await call('GET', '/agent/user/check/config/type', { query: { type: 'check', code: 'NOPE1' } }))).toEqual([]);
    expect(await dataOf(await call('GET', '/agent/user/check/config/type', { query: { type: 'aigc', code: 'TG2026' } }))).toEqual([]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { checkData, dataSchemaOf, describeValue, loadAnswerSchema } from './contract-check';
import type { SchemaLike } from './contract-check';
import { clearContractDrift, contractDriftMarkdown, getContractDrift } from './contract-drift';
import { ApiError, ERROR_MESSAGES } from './errors';
import { customInstance } from './mutator';
import { configureHttp } from './setup';
import { findOperation } from './operation-meta';
import { GetCheckConfigResponse } from './generated/zod/check/check.zod';
import { ListExpertsResponse } from './generated/zod/expert/expert.zod';
import { GetCenterSummaryResponse, UpdateMyProfileResponse } from './generated/zod/center/center.zod';
import { GetAgentCheckStatisticsResponse } from './generated/zod/institution/institution.zod';
import { GetInfoResponse } from './generated/zod/auth/auth.zod';
import { onApi } from '@mocks/lib/on-api';

const experts = dataSchemaOf(ListExpertsResponse, true) as SchemaLike;
const checkTypes = dataSchemaOf(GetCheckConfigResponse, true) as SchemaLike;

function expertRow(overrides: Record<string, unknown> = {}) {
  const row = { id: 1, name: '张三', avatar: null, title: '教授', discipline: '计算机科学', field: '机器学习', institution: '北京大学' };
  return { ...row, summary: '简介', researchInterests: ['深度学习'], worksCount: 1, interviewCount: 0, fansCount: 2, ...overrides };
}

describe('the user info (SPEC §4: mainAccount Y is a main account, anything else a sub-account)', () => {
  it('takes any mainAccount, so another letter is a sub-account rather than a refused session', () => {
    const info = dataSchemaOf(GetInfoResponse, true) as SchemaLike;
    for (const mainAccount of ['Y', 'N', 'n', '0', '1', '']) {
      const result = checkData(info, { id: 7, userName: 'agentsub', nickName: '子账号', userType: 'agent', mainAccount });
      expect(result.ok, mainAccount).toBe(true);
    }
  });
});

describe('the data schema of an operation', () => {
  it('is found inside the generated envelope schema; GET answers must carry data', () => {
    expect(checkTypes.safeParse([{ id: 1, type: 'check', name: '本科查重' }]).success).toBe(true);
    expect(checkTypes.safeParse(undefined).success).toBe(false);
    // Other methods may answer a save with the bare envelope.
    const profile = dataSchemaOf(UpdateMyProfileResponse, false) as SchemaLike;
    expect(profile.safeParse(undefined).success).toBe(true);
  });

  it('is loaded lazily from the operation table, and absent for binary answers', async () => {
    const meta = findOperation('GET', '/check/manage/type/getConfig');
    expect(meta?.answerSchema).toBe('GetCheckConfigResponse');
    expect(await loadAnswerSchema(meta!)).not.toBeNull();
    expect(await loadAnswerSchema(findOperation('GET', '/oss/download')!)).toBeNull();
  });
});

describe('checkData', () => {
  it('accepts a conforming answer and drops fields the contract does not declare', () => {
    const result = checkData(checkTypes, [{ id: 1, type: 'check', name: '本科查重', secret: 'x' }]);
    expect(result).toEqual({ ok: true, data: [{ id: 1, type: 'check', name: '本科查重' }], deviations: [] });
  });

  it('fails an object where a list belongs, at the root pointer', () => {
    const result = checkData(checkTypes, { list: [] });
    expect(result.ok).toBe(false);
    expect(result.deviations).toEqual([{ pointer: '', expected: '数组', received: '对象', repaired: false }]);
  });

  it('repairs a number sent as a string and a null optional field, and reports both', () => {
    const result = checkData(checkTypes, [{ id: '7', type: 'check', name: '本科查重', price: null }]);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.data).toEqual([{ id: 7, type: 'check', name: '本科查重' }]);
    expect(result.deviations).toEqual([
      { pointer: '/0/id', expected: '数字', received: '字符串 "7"', repaired: true },
      { pointer: '/0/price', expected: '数字', received: 'null', repaired: true },
    ]);
  });

  it('reads a null optional enum as absent too (zod calls it invalid_value, not invalid_type)', () => {
    const fields = dataSchemaOf(GetCenterSummaryResponse, true) as SchemaLike;
    const result = checkData(fields, { profile: { userType: 'website', mainAccount: null } });
    const mainAccount = result.deviations.find((d) => d.pointer === '/profile/mainAccount');
    expect(mainAccount).toMatchObject({ received: 'null', repaired: true });
  });

  it('reads an integer enum sent as a string as the number, when it is one of the values', () => {
    const fields = dataSchemaOf(GetCenterSummaryResponse, true) as SchemaLike;
    const ok = checkData(fields, { authStatus: '2', profile: { id: 1, nickName: '张晓明', userType: 'website', isAuth: '1' } });
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(ok.data).toMatchObject({ authStatus: 2, profile: { isAuth: 1 } });
    expect(ok.deviations.find((d) => d.pointer === '/authStatus')).toMatchObject({ received: '字符串 "2"', repaired: true });
    expect(checkData(fields, { authStatus: '7' }).ok).toBe(false);
  });

  it('reads a day sent with its time as the day (format: date), and still fails a word', () => {
    const stats = dataSchemaOf(GetAgentCheckStatisticsResponse, true) as SchemaLike;
    const ok = checkData(stats, {
      beginTime: '2026-11-01 00:00:00',
      endTime: '2026-11-27T08:00:00Z',
      byDay: [],
      byCheckType: [],
      byAccount: [],
    });
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(ok.data).toMatchObject({ beginTime: '2026-11-01', endTime: '2026-11-27' });
    expect(ok.deviations.every((d) => d.repaired)).toBe(true);
    // A date that is no date is read as absent where the field is optional (the screen shows 「—」)...
    const junk = checkData(stats, { beginTime: 'abc', endTime: '2026-02-30 00:00:00', byDay: [], byCheckType: [], byAccount: [] });
    expect(junk.ok && junk.data).toEqual({ byDay: [], byCheckType: [], byAccount: [] });
    expect(junk.deviations.map((d) => [d.pointer, d.repaired])).toEqual([
      ['/beginTime', true],
      ['/endTime', true],
    ]);
    // ...and fails the call where it is required (a list's rows).
    expect(checkData(stats, { beginTime: 'abc', byDay: 'abc', byCheckType: [], byAccount: [] }).ok).toBe(false);
  });

  it('reads an integer too large to hold exactly as absent where it is optional; a fraction is no integer', () => {
    const stats = dataSchemaOf(GetAgentCheckStatisticsResponse, true) as SchemaLike;
    const lists = { byDay: [], byCheckType: [], byAccount: [] };
    const huge = checkData(stats, { ...lists, totalCount: 1e308 });
    expect(huge.ok && huge.data).toEqual(lists);
    expect(huge.deviations).toEqual([
      { pointer: '/totalCount', expected: '不大于 9007199254740991', received: '数字 1e+308', repaired: true },
    ]);
    // A required one fails the call: an id JavaScript cannot hold exactly is no id.
    expect(checkData(stats, { ...lists, byAccount: [{ accountId: 2 ** 60, accountName: '江城大学图书馆' }] }).ok).toBe(false);
    const fraction = checkData(stats, { ...lists, totalCount: 2.5 });
    expect(fraction.ok).toBe(false);
    expect(fraction.deviations).toEqual([{ pointer: '/totalCount', expected: '整数', received: '数字 2.5', repaired: false }]);
  });

  it('reports a too large integer below a bound as tolerated, as the answer that drops it is accepted', () => {
    const stats = dataSchemaOf(GetAgentCheckStatisticsResponse, true) as SchemaLike;
    const lists = { byDay: [], byCheckType: [], byAccount: [] };
    // -2^60 is beyond ±2^53 and below the contract's minimum 0: one place, read as absent once.
    const result = checkData(stats, { ...lists, totalCount: -(2 ** 60) });
    expect(result.ok && result.data).toEqual(lists);
    expect(result.deviations).toEqual([
      { pointer: '/totalCount', expected: '不小于 -9007199254740991', received: '数字 -1152921504606847000', repaired: true },
    ]);
  });

  it('reads the answer in one walk and checks it once, however many places it repairs', () => {
    const rows = Array.from({ length: 5 }, (_, i) => expertRow({ id: String(i + 1), avatar: null, worksCount: '3', title: null }));
    const spy = vi.spyOn(experts, 'safeParse');
    const result = checkData(experts, { rows, total: '5', page: 1, pageSize: 10 });
    const wholeAnswerChecks = spy.mock.calls.filter(([value]) => typeof value === 'object' && value !== null && 'rows' in value);
    spy.mockRestore();
    expect(result.ok).toBe(true);
    expect(wholeAnswerChecks).toHaveLength(1);
    expect(result.deviations.map((d) => d.pointer)).toEqual([
      '/total',
      ...rows.flatMap((_, i) => [`/rows/${i}/id`, `/rows/${i}/title`, `/rows/${i}/worksCount`]),
    ]);
  });

  it('lists repairs and failures together in the order of the contract', () => {
    const result = checkData(checkTypes, [{ id: 1, type: 'check', name: null, price: '12' }]);
    expect(result.ok).toBe(false);
    expect(result.deviations.map((d) => [d.pointer, d.repaired])).toEqual([
      ['/0/name', false],
      ['/0/price', true],
    ]);
  });

  it('reads any number too large to hold exactly as absent where it is optional, a price too', () => {
    const result = checkData(checkTypes, [{ id: 1, type: 'check', name: '本科查重', price: 1e308 }]);
    expect(result.ok && result.data).toEqual([{ id: 1, type: 'check', name: '本科查重' }]);
    expect(result.deviations).toEqual([
      { pointer: '/0/price', expected: '不大于 9007199254740991', received: '数字 1e+308', repaired: true },
    ]);
    expect(checkData(checkTypes, [{ id: 1, type: 'check', name: '本科查重', price: 9_007_199_254_740_991 }]).deviations).toEqual([]);
  });

  it('fails a list with an entry that is null or of another type: a page never filters its rows', () => {
    for (const entry of [null, '本科查重', 7]) {
      const result = checkData(checkTypes, [{ id: 1, type: 'check', name: '本科查重' }, entry]);
      expect(result.ok, String(entry)).toBe(false);
      expect(result.deviations.map((d) => [d.pointer, d.repaired])).toEqual([['/1', false]]);
    }
  });

  it('reads a number in a list of texts as its text and fails a null one: a page never filters a list of texts by type', () => {
    const row = expertRow({ researchInterests: ['深度学习', 3] });
    const read = checkData(experts, { rows: [row], total: 1, page: 1, pageSize: 12 });
    expect(read.ok && (read.data as { rows: Array<{ researchInterests: unknown }> }).rows[0]?.researchInterests).toEqual(['深度学习', '3']);
    const failed = checkData(experts, { rows: [expertRow({ researchInterests: ['深度学习', null] })], total: 1, page: 1, pageSize: 12 });
    expect(failed.ok).toBe(false);
    expect(failed.deviations.map((d) => d.pointer)).toEqual(['/rows/0/researchInterests/1']);
  });

  it('fails a null required field after reading it as absent', () => {
    const result = checkData(checkTypes, [{ id: 1, type: 'check', name: null }]);
    expect(result.ok).toBe(false);
    expect(result.deviations).toEqual([{ pointer: '/0/name', expected: '字符串', received: 'null', repaired: false }]);
  });

  it('fails missing required fields and rows of another type, with a pointer for each', () => {
    const result = checkData(experts, { rows: [expertRow({ name: undefined }), '[object Object]'], total: 2, page: 1, pageSize: 10 });
    expect(result.ok).toBe(false);
    expect(result.deviations.map((d) => [d.pointer, d.expected, d.received])).toEqual([
      ['/rows/0/name', '字符串', '缺失'],
      ['/rows/1', '对象', '字符串 "[object Object]"'],
    ]);
  });

  it('never changes the answer it was given', () => {
    const answer = [{ id: '7', type: 'check', name: '本科查重' }];
    checkData(checkTypes, answer);
    expect(answer[0]?.id).toBe('7');
  });

  it('describes values in Chinese', () => {
    expect([undefined, null, [1, 2], {}, 'x'.repeat(50), 3, true].map(describeValue)).toEqual([
      '缺失',
      'null',
      '数组（2 项）',
      '对象',
      `字符串 "${'x'.repeat(40)}…"`,
      '数字 3',
      '布尔值 true',
    ]);
  });
});

describe('the pipeline', () => {
  let toasts: string[] = [];
  let restore = () => {};
  beforeEach(() => {
    toasts = [];
    restore = configureHttp({ notify: (_, message) => toasts.push(message) });
    clearContractDrift();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    restore();
    vi.restoreAllMocks();
  });

  const getConfig = () =>
    customInstance<{ data: unknown }>({ url: '/check/manage/type/getConfig', method: 'GET', params: { type: 'check' } });

  it('rejects a wrong-shaped answer with the Chinese message, toasts it once, and records the drift', async () => {
    server.use(onApi('getCheckConfig', () => HttpResponse.json({ code: 200, msg: '操作成功', data: { rows: [] } })));
    const error = await getConfig().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('contract');
    expect((error as ApiError).message).toBe(ERROR_MESSAGES.contract);
    expect(toasts).toEqual([ERROR_MESSAGES.contract]);
    expect(getContractDrift()).toMatchObject([
      {
        operationId: 'getCheckConfig',
        method: 'GET',
        path: '/check/manage/type/getConfig',
        pointer: '',
        expected: '数组',
        received: '对象',
        repaired: false,
        count: 1,
      },
    ]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('[契约偏差] getCheckConfig GET /check/manage/type/getConfig'));
  });

  it('passes a repaired answer to the page typed as the contract says, counting each answer', async () => {
    server.use(
      onApi('getCheckConfig', () =>
        HttpResponse.json({ code: 200, msg: '操作成功', data: [{ id: '3', type: 'check', name: '本科查重', price: '12.5' }] }),
      ),
    );
    const first = await getConfig();
    await getConfig();
    expect(first.data).toEqual([{ id: 3, type: 'check', name: '本科查重', price: 12.5 }]);
    expect(toasts).toEqual([]);
    expect(getContractDrift().map((e) => [e.pointer, e.count, e.repaired])).toEqual([
      ['/*/id', 2, true],
      ['/*/price', 2, true],
    ]);
    const report = contractDriftMarkdown(getContractDrift(), new Date('2026-11-24T00:00:00Z'));
    expect(report).toContain('# 契约偏差报告');
    expect(report).toContain('2 处偏差，涉及 1 个接口');
    expect(report).toContain('| getCheckConfig | GET /check/manage/type/getConfig | `/*/id` | 数字 | 字符串 "3" | 2 | 已兼容 |');
  });

  it('lets a conforming answer through untouched and records nothing', async () => {
    const answer = await getConfig();
    expect(Array.isArray(answer.data)).toBe(true);
    expect(getContractDrift()).toEqual([]);
  });
});

describe('under the deploy CSP (no unsafe-eval)', () => {
  // zod decides at a schema's construction (module evaluation) whether to compile it with `new Function`.
  it('every generated schema module sets zod jitless first, wherever it is imported from (a form too)', () => {
    const modules = import.meta.glob<string>('./generated/zod/*/*.zod.ts', { query: '?raw', import: 'default', eager: true });
    expect(Object.keys(modules).length).toBeGreaterThan(10);
    for (const [path, text] of Object.entries(modules)) {
      const imports = text.match(/^import .*$/gm) ?? [];
      expect(imports[0], path).toBe("import '../../../zod-jitless';");
    }
  });

  it('zod runs jitless once a schema is loaded, so it never calls new Function', async () => {
    await loadAnswerSchema(findOperation('GET', '/portal/expert/list')!);
    const { globalConfig } = await import('zod/v4/core');
    expect(globalConfig.jitless).toBe(true);
    const spy = vi.spyOn(globalThis, 'Function');
    expect(checkData(experts, { rows: [expertRow()], total: 1, page: 1, pageSize: 12 }).ok).toBe(true);
    expect(spy).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { onApi } from '@mocks/lib/on-api';
import { dataSchemaOf, dataShapeOf } from './answer-shape';
import type { SchemaLike } from './answer-shape';
import { checkData } from './contract-check';
import { clearContractDrift, getContractDrift } from './contract-drift';
import { ApiError, ERROR_MESSAGES } from './errors';
import { customInstance } from './mutator';
import { normalizeAnswer } from './normalize-answer';
import type { NormalizeOptions } from './normalize-answer';
import { configureHttp } from './setup';
import { GetCheckConfigResponse } from './generated/zod/check/check.zod';
import { GetExpertResponse, ListExpertsResponse } from './generated/zod/expert/expert.zod';
import { GetInfoResponse } from './generated/zod/auth/auth.zod';

const experts = dataSchemaOf(ListExpertsResponse, true) as SchemaLike;
const expert = dataSchemaOf(GetExpertResponse, true) as SchemaLike;
const checkTypes = dataSchemaOf(GetCheckConfigResponse, true) as SchemaLike;

// Whole rows, so the checks below pass or fail on the envelope's shape alone.
const row = (id: number) => ({
  id,
  name: `专家${id}`,
  avatar: null,
  title: '教授',
  discipline: '计算机科学',
  field: '机器学习',
  institution: '北京大学',
  summary: '简介',
  researchInterests: ['深度学习'],
  worksCount: 1,
  interviewCount: 0,
  fansCount: 2,
});
const asGet: NormalizeOptions = { liftTopLevel: true, request: { page: 2, pageSize: 10 } };

/** Normalises, then checks against the contract, as the pipeline does. */
function run(schema: SchemaLike, envelope: unknown, options = asGet) {
  const normalized = normalizeAnswer(dataShapeOf(schema), envelope, options);
  const checked = checkData(schema, (normalized.envelope as { data?: unknown }).data);
  return { normalized, checked, repairs: normalized.deviations.map((d) => `${d.pointer} ${d.received}`) };
}

describe('what the contract says a data schema is', () => {
  it('tells a page of a list, an object and an array apart through the public schema definition', () => {
    expect(dataShapeOf(experts).kind).toBe('page');
    expect(dataShapeOf(expert).kind).toBe('object');
    expect(dataShapeOf(checkTypes).kind).toBe('array');
  });
});

describe('normalizeAnswer: a page of a list', () => {
  it('reads RuoYi rows and total at the top level of the envelope, total as a numeric string, paging from the request', () => {
    const { normalized, checked, repairs } = run(experts, { code: 200, msg: '查询成功', rows: [row(1), row(2)], total: '12' });
    expect(normalized.envelope).toEqual({ code: 200, msg: '查询成功', data: { rows: [row(1), row(2)], total: 12, page: 2, pageSize: 10 } });
    expect(checked.ok).toBe(true);
    expect(normalized.deviations.every((d) => d.repaired)).toBe(true);
    expect(repairs).toEqual(
      expect.arrayContaining(['/rows 数组（信封顶层 rows）', '/total 信封顶层 total', ' 缺失（分页字段在信封顶层）']),
    );
  });

  it('reads an empty RuoYi page as an empty page, not a failure', () => {
    const { normalized, checked } = run(experts, { code: 200, msg: '查询成功', rows: [], total: 0 });
    expect(checked.ok).toBe(true);
    expect((normalized.envelope as { data: unknown }).data).toEqual({ rows: [], total: 0, page: 2, pageSize: 10 });
  });

  it('takes data.rows and data.total without the page and pageSize echo, from what the request asked', () => {
    const { normalized, checked } = run(experts, { code: 200, msg: '操作成功', data: { rows: [], total: 0 } });
    expect(checked.ok).toBe(true);
    expect((normalized.envelope as { data: unknown }).data).toEqual({ rows: [], total: 0, page: 2, pageSize: 10 });
  });

  it.each([
    ['list', 'total', 'PageHelper'],
    ['records', 'total', 'MyBatis-Plus'],
    ['content', 'totalElements', 'Spring Data'],
    ['items', 'totalCount', 'other'],
  ])('reads rows named %s and a total named %s (%s), in data or at the top', (rowsKey, totalKey) => {
    for (const envelope of [
      { code: 200, msg: 'ok', data: { [rowsKey]: [row(1)], [totalKey]: 31 } },
      { code: 200, msg: 'ok', [rowsKey]: [row(1)], [totalKey]: '31' },
    ]) {
      const { normalized, checked } = run(experts, envelope);
      expect(checked.ok).toBe(true);
      expect((normalized.envelope as { data: unknown }).data).toMatchObject({ rows: [row(1)], total: 31, page: 2, pageSize: 10 });
    }
  });

  it('keeps the paging the answer gives under Java names (pageNum, size)', () => {
    const { normalized } = run(experts, { code: 200, msg: 'ok', data: { records: [row(1)], total: 5, current: 3, size: 2 } });
    expect((normalized.envelope as { data: unknown }).data).toEqual({ rows: [row(1)], total: 5, page: 3, pageSize: 2 });
  });

  it('reads data that is the list itself, and counts the total from the rows', () => {
    const { normalized, checked } = run(experts, { code: 200, msg: 'ok', data: [row(1), row(2)] }, { liftTopLevel: true, request: {} });
    expect(checked.ok).toBe(true);
    expect((normalized.envelope as { data: unknown }).data).toEqual({ rows: [row(1), row(2)], total: 2, page: 1, pageSize: 2 });
  });

  it('counts the pages before this one when no total is given', () => {
    const { normalized } = run(experts, { code: 200, msg: 'ok', data: { rows: [row(1)] } });
    expect((normalized.envelope as { data: { total: number } }).data.total).toBe(11);
  });

  it.each([
    ['rows that are a string', { code: 200, msg: 'ok', data: { rows: 'a,b', total: 2 } }],
    ['rows that are an object', { code: 200, msg: 'ok', data: { rows: { id: 1 }, total: 1 } }],
    ['data that is a string', { code: 200, msg: 'ok', data: '没有数据' }],
    ['data that is an object without rows', { code: 200, msg: 'ok', data: { id: 1 } }],
    ['top-level rows that are an object', { code: 200, msg: 'ok', rows: { id: 1 }, total: 1 }],
    ['an envelope with nothing in it', { code: 200, msg: 'ok' }],
    ['a total that is a word', { code: 200, msg: 'ok', data: { rows: [], total: '很多' } }],
    ['a negative total', { code: 200, msg: 'ok', rows: [], total: -3 }],
  ])('still fails %s: it has no plain meaning', (_, envelope) => {
    expect(run(experts, envelope).checked.ok).toBe(false);
  });

  it('never changes the answer it was given', () => {
    const envelope = { code: 200, msg: 'ok', rows: [row(1)], total: '1' };
    const copy = structuredClone(envelope);
    run(experts, envelope);
    expect(envelope).toEqual(copy);
  });
});

describe('normalizeAnswer: other answers of a GET', () => {
  const detail = { ...row(7), avatar: '/common/imageView/a.png', bio: '简历', education: [], honors: [] };

  it('reads an object whose fields stand at the top level of the envelope', () => {
    const { normalized, checked } = run(expert, { code: 200, msg: 'ok', ...detail });
    expect(checked.ok).toBe(true);
    expect((normalized.envelope as { data: unknown }).data).toEqual(detail);
    expect(normalized.deviations).toEqual([
      {
        pointer: '',
        expected: '对象（data 内）',
        received: expect.stringMatching(/^缺失（\d+ 个字段在信封顶层）$/) as unknown,
        repaired: true,
      },
    ]);
  });

  it('reads a list at the top level where data should be the list', () => {
    const { checked } = run(checkTypes, { code: 200, msg: 'ok', rows: [{ id: 1, type: 'check', name: '本科查重' }] });
    expect(checked.ok).toBe(true);
  });

  it('does not read the top level where it may not (user info, SPEC §4) or for other methods', () => {
    const info = dataSchemaOf(GetInfoResponse, true) as SchemaLike;
    const { checked } = run(info, { code: 200, msg: 'ok', user: { userId: 1 } }, { liftTopLevel: false, request: {} });
    expect(checked.ok).toBe(false);
  });

  it('leaves an envelope without data alone when none of its fields belong to data', () => {
    expect(run(expert, { code: 200, msg: 'ok', other: 1 }).checked.ok).toBe(false);
  });
});

describe('the pipeline with a RuoYi backend', () => {
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

  const listExperts = () =>
    customInstance<{ data: unknown }>({ url: '/portal/expert/list', method: 'GET', params: { page: 1, pageSize: 12 } });

  it('gives the page an empty list for an empty RuoYi page and reports the repairs as tolerated', async () => {
    server.use(onApi('listExperts', () => HttpResponse.json({ code: 200, msg: '查询成功', rows: [], total: 0 })));
    const answer = await listExperts();
    expect(answer.data).toEqual({ rows: [], total: 0, page: 1, pageSize: 12 });
    expect(toasts).toEqual([]);
    const drift = getContractDrift();
    expect(drift.length).toBeGreaterThan(0);
    expect(drift.every((entry) => entry.repaired && entry.operationId === 'listExperts')).toBe(true);
  });

  it('still fails a page whose rows are an object, with the section message', async () => {
    server.use(onApi('listExperts', () => HttpResponse.json({ code: 200, msg: '查询成功', rows: { a: 1 }, total: 1 })));
    const error = await listExperts().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(ERROR_MESSAGES.contract);
    expect(getContractDrift().some((entry) => !entry.repaired)).toBe(true);
  });

  it('takes the page size a POST search asked for from its body', async () => {
    server.use(onApi('advancedSearchWorks', () => HttpResponse.json({ code: 200, msg: '查询成功', rows: [], total: '0' })));
    const answer = await customInstance<{ data: unknown }>({
      url: '/portal/work/advancedSearch',
      method: 'POST',
      data: { conditions: [], page: 3, pageSize: 20 },
    });
    expect(answer.data).toMatchObject({ rows: [], total: 0, page: 3, pageSize: 20 });
  });
});

import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { smsLogin } from './api/auth/test-kit';
import { callApi, dataOf, envelopeOf } from './lib/test-client';
import { setScenario } from './scenarios';
import { BIG_NUMBERS, LONG_TEXT_MIN, dataSchemaOf, objectFieldsOf, sparseValue } from './sparse';

type Row = Record<string, unknown>;

/** The contract's fields of an object schema: name → required. */
function requiredness(schema: z.ZodType): Map<string, boolean> {
  const fields = objectFieldsOf(schema);
  if (!fields) throw new Error('not an object schema');
  return new Map(fields.map(([name, field]) => [name, !(field instanceof z.ZodOptional)]));
}

describe('sparse transform', () => {
  const schema = z.object({
    id: z.number(),
    name: z.string(),
    avatar: z.string().nullable(),
    code: z.string().regex(/^[A-Z]+$/),
    fansCount: z.number().min(0),
    score: z.number().max(100),
    tag: z.string().optional(),
    summary: z.string().optional(),
    updatedAt: z.string().optional(),
    tags: z.array(z.object({ label: z.string(), note: z.string().optional(), hint: z.string().optional() })),
  });
  const value = {
    id: 7,
    name: '张三',
    avatar: '/common/imageView/a.svg',
    code: 'AB',
    fansCount: 3,
    score: 88,
    tag: 'x',
    summary: '简介',
    updatedAt: '2026-01-01',
    tags: [{ label: '甲', note: 'n', hint: 'h' }],
  };

  it('keeps the required fields, nulls the nullable ones, and leaves optional ones out or null, alternately', () => {
    expect(sparseValue(schema, value)).toEqual({
      id: 7,
      name: expect.stringMatching(/^张三/) as unknown,
      avatar: null,
      code: 'AB',
      fansCount: expect.any(Number) as unknown,
      score: 88,
      summary: null,
      tags: [{ label: '甲', hint: null }],
    });
  });

  it('stretches names to long Chinese text and counters to big numbers, where the contract allows', () => {
    const out = sparseValue(schema, value) as Row;
    expect(String(out.name).length).toBeGreaterThanOrEqual(LONG_TEXT_MIN);
    expect(BIG_NUMBERS).toContain(out.fansCount);
    // No counter name, or a maximum the big numbers exceed: unchanged.
    expect(out.score).toBe(88);
    const capped = z.object({ title: z.string().max(50), viewCount: z.number().max(1000) });
    expect(sparseValue(capped, { title: '标题', viewCount: 5 })).toEqual({
      title: expect.stringMatching(/^标题.{48}$/) as unknown,
      viewCount: 5,
    });
  });
});

describe('the sparse scenario', () => {
  it('answers a detail with only the contract’s required fields, read from the generated schema', async () => {
    // An article in the middle of the list: it has a previous and a next one (optional fields).
    const list = await dataOf<{ rows: Row[] }>(await callApi('listArticles'));
    const id = String(list.rows[1]?.id);
    const plain = await dataOf<Row>(await callApi(['getArticle', { id: `${id}` }]));
    setScenario('sparse');
    const sparse = await dataOf<Row>(await callApi(['getArticle', { id: `${id}` }]));

    const schema = await dataSchemaOf('getArticle');
    expect(schema).toBeInstanceOf(z.ZodType);
    const fields = requiredness(schema as z.ZodType);
    let optional = 0;
    for (const [name, required] of fields) {
      if (required) {
        expect(sparse, `required ${name}`).toHaveProperty(name);
        if (typeof plain[name] === 'number' && !BIG_NUMBERS.includes(sparse[name] as never)) expect(sparse[name]).toBe(plain[name]);
      } else {
        optional += 1;
        expect(sparse[name] ?? null, `optional ${name}`).toBeNull();
      }
    }
    // No field the contract does not have; and the answer is the contract's once its nulls are read as absent.
    expect(Object.keys(sparse).every((name) => fields.has(name))).toBe(true);
    const withoutNulls = Object.fromEntries(Object.entries(sparse).filter(([name, v]) => v !== null || fields.get(name)));
    expect((schema as z.ZodType).safeParse(withoutNulls).error?.issues ?? []).toEqual([]);
    expect(optional).toBeGreaterThan(0);
    const filled = (row: Row) => Object.values(row).filter((v) => v !== null && v !== undefined).length;
    expect(filled(sparse)).toBeLessThan(filled(plain));
  });

  it('gives lists long names and big counters, and leaves the session calls alone', async () => {
    setScenario('sparse');
    const list = await dataOf<{ rows: Row[] }>(await callApi('listExperts'));
    expect(list.rows.length).toBeGreaterThan(0);
    expect(list.rows.every((row) => String(row.name).length >= LONG_TEXT_MIN)).toBe(true);
    expect(list.rows.every((row) => typeof row.id === 'number')).toBe(true);

    const { token } = await smsLogin();
    const plainInfo = await envelopeOf(await callApi('getInfo', { token }));
    setScenario('normal');
    expect(await envelopeOf(await callApi('getInfo', { token }))).toEqual(plainInfo);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { flattenParams, serializeParams } from './query-string';

describe('serializeParams: examples', () => {
  it('writes nested objects as name[key], recursively', () => {
    expect(serializeParams({ a: { b: { c: 1 } }, d: 'x' })).toBe('a%5Bb%5D%5Bc%5D=1&d=x');
    expect(flattenParams({ query: { type: 'aigc', code: 'A1' } })).toEqual([
      ['query[type]', 'aigc'],
      ['query[code]', 'A1'],
    ]);
  });

  it('skips null, undefined and empty strings; keeps 0 and false', () => {
    expect(serializeParams({ a: null, b: undefined, c: '', d: 0, e: false, f: { g: null, h: 0 } })).toBe('d=0&e=false&f%5Bh%5D=0');
  });

  it('writes arrays of scalars as repeated names and indexes object items', () => {
    expect(flattenParams({ ids: [1, 2, null, 3] })).toEqual([
      ['ids', '1'],
      ['ids', '2'],
      ['ids', '3'],
    ]);
    expect(flattenParams({ rows: [{ a: 1, b: 2 }, { a: 3 }] })).toEqual([
      ['rows[0][a]', '1'],
      ['rows[0][b]', '2'],
      ['rows[1][a]', '3'],
    ]);
  });

  it('writes Dates as ISO strings and skips invalid ones', () => {
    const d = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(serializeParams({ beginTime: d, endTime: new Date(Number.NaN) })).toBe('beginTime=2024-01-02T03%3A04%3A05.000Z');
  });

  it('URI-encodes keys and values', () => {
    expect(serializeParams({ 'a b': '中 文&=?', url: 'https://x.cn/p?q=1#h' })).toBe(
      'a%20b=%E4%B8%AD%20%E6%96%87%26%3D%3F&url=https%3A%2F%2Fx.cn%2Fp%3Fq%3D1%23h',
    );
  });

  it('returns an empty string for nothing to send', () => {
    expect(serializeParams(undefined)).toBe('');
    expect(serializeParams(null)).toBe('');
    expect(serializeParams({})).toBe('');
    expect(serializeParams({ a: null, b: { c: '' } })).toBe('');
  });

  it('passes URLSearchParams through', () => {
    expect(
      serializeParams(
        new URLSearchParams([
          ['a', '1'],
          ['a', '2'],
        ]),
      ),
    ).toBe('a=1&a=2');
  });
});

// Keys that are plain data: `__proto__` would not be an own property of a literal object.
const key = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }).filter((k) => k !== '__proto__');
const skipped = fc.constantFrom(null, undefined, '');
const kept = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constantFrom(0, false),
  fc.date({ noInvalidDate: true }),
);
const { tree } = fc.letrec((tie) => ({
  tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, kept, skipped, tie('object'), tie('array')),
  object: fc.dictionary(key, tie('tree'), { maxKeys: 4 }),
  array: fc.array(fc.oneof(kept, skipped, tie('object')), { maxLength: 4 }),
}));
const params = fc.dictionary(key, tree, { maxKeys: 5 });
// Top-level names without brackets, so a pair's top-level name is what precedes its first '['.
const plainKey = key.filter((k) => !/[[\]]/.test(k));
const plainParams = fc.dictionary(plainKey, tree, { maxKeys: 5 });

/** Leaves that must reach the wire: everything but null, undefined and ''. */
function keptLeaves(value: unknown): number {
  if (value === null || value === undefined || value === '') return 0;
  if (Array.isArray(value)) return value.reduce<number>((n, item) => n + keptLeaves(item), 0);
  if (typeof value === 'object' && !(value instanceof Date)) {
    return Object.values(value as Record<string, unknown>).reduce<number>((n, item) => n + keptLeaves(item), 0);
  }
  return 1;
}

describe('serializeParams: properties', () => {
  it('parses back with URLSearchParams to exactly the flattened pairs, in order', () => {
    fc.assert(
      fc.property(params, (p) => {
        expect([...new URLSearchParams(serializeParams(p))]).toEqual(flattenParams(p));
      }),
    );
  });

  it('never writes a skipped value and writes every kept one', () => {
    fc.assert(
      fc.property(params, (p) => {
        const pairs = flattenParams(p);
        expect(pairs.every(([, value]) => value !== '')).toBe(true);
        expect(pairs).toHaveLength(keptLeaves(p));
      }),
    );
  });

  it('always writes 0 and false', () => {
    fc.assert(
      fc.property(fc.dictionary(key, fc.constantFrom(0, false, -0), { minKeys: 1 }), (p) => {
        const pairs = flattenParams(p);
        expect(pairs.map(([name]) => name)).toEqual(Object.keys(p));
        for (const [name, value] of pairs) expect(value).toBe(String(p[name]));
      }),
    );
  });

  it('is stable and follows the insertion order of the top-level names', () => {
    fc.assert(
      fc.property(plainParams, (p) => {
        expect(serializeParams(p)).toBe(serializeParams(p));
        const order = Object.keys(p);
        const positions = flattenParams(p).map(([name]) => order.indexOf(name.split('[')[0] ?? name));
        expect(positions.every((i) => i >= 0)).toBe(true);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }),
    );
  });

  it('writes Dates as their ISO string', () => {
    fc.assert(
      fc.property(key, fc.date({ noInvalidDate: true }), (k, d) => {
        expect(flattenParams({ [k]: d })).toEqual([[k, d.toISOString()]]);
      }),
    );
  });
});

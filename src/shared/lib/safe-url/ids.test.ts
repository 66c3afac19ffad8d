import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseId } from './ids';

describe('parseId', () => {
  it('keeps order numbers and tickets', () => {
    expect(parseId('ORD-20261127-0001')).toBe('ORD-20261127-0001');
    expect(parseId(' a_b ')).toBe('a_b');
    expect(parseId(202611270001)).toBe('202611270001');
  });

  it.each(['', '..', '../../login/user/getInfo', '..%2F..%2Flogin', 'a/b', 'a b', '%2e%2e', 'x'.repeat(65), 'ＡＢＣ'])(
    'refuses %j',
    (value) => {
      expect(parseId(value)).toBeUndefined();
    },
  );

  it('refuses what is not a string or a whole number', () => {
    for (const value of [undefined, null, {}, ['1'], 1.5, -1, Number.NaN, Infinity]) expect(parseId(value)).toBeUndefined();
  });

  it('never returns anything that could leave a URL segment', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const id = parseId(value);
        if (id !== undefined) expect(encodeURIComponent(id)).toBe(id);
        if (id !== undefined) expect(['.', '..']).not.toContain(id);
      }),
    );
  });
});

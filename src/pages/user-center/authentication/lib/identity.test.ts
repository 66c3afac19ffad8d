import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AUTH_TEXT as T } from '../config/texts';
import { idCheckCharacter, idNumberProblem, realNameProblem } from './identity';

const TODAY = '2026-11-21';

/** A 17-digit prefix: a region code, a real birth date between 1900 and 2025, a sequence number. */
const prefix = fc
  .record({
    region: fc.integer({ min: 110000, max: 659999 }),
    birth: fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2025-12-31T00:00:00Z'), noInvalidDate: true }),
    sequence: fc.integer({ min: 0, max: 999 }),
  })
  .map(
    ({ region, birth, sequence }) => `${region}${birth.toISOString().slice(0, 10).replaceAll('-', '')}${String(sequence).padStart(3, '0')}`,
  );

describe('idNumberProblem', () => {
  it('accepts every number whose check character is right, and refuses every other check character', () => {
    fc.assert(
      fc.property(prefix, (first17) => {
        const right = idCheckCharacter(first17);
        expect(idNumberProblem(`${first17}${right}`, TODAY)).toBeUndefined();
        for (const wrong of '0123456789X'.replace(right, '')) {
          expect(idNumberProblem(`${first17}${wrong}`, TODAY)).toBe(T.idNumberCheckDigit);
        }
      }),
    );
  });

  it('reads a lower-case x and surrounding spaces, and names what is wrong', () => {
    expect(idNumberProblem(' 11010519491231002x ', TODAY)).toBeUndefined();
    expect(idNumberProblem('', TODAY)).toBe(T.idNumberRequired);
    expect(idNumberProblem('11010519491231002', TODAY)).toBe(T.idNumberFormat);
    expect(idNumberProblem('1101051949123100XX', TODAY)).toBe(T.idNumberFormat);
    expect(idNumberProblem('110105194902301234', TODAY)).toBe(T.idNumberBirth);
    expect(idNumberProblem('110105189912311234', TODAY)).toBe(T.idNumberBirth);
    expect(idNumberProblem('110105202712311234', TODAY)).toBe(T.idNumberBirth);
  });
});

describe('realNameProblem', () => {
  it('wants 2–20 Chinese characters, with · for minority names', () => {
    expect(realNameProblem(' 张晓明 ')).toBeUndefined();
    expect(realNameProblem('阿依古丽·买买提')).toBeUndefined();
    expect(realNameProblem('')).toBe(T.realNameRequired);
    expect(realNameProblem('张')).toBe(T.realNameInvalid);
    expect(realNameProblem('Zhang San')).toBe(T.realNameInvalid);
    expect(realNameProblem('张'.repeat(21))).toBe(T.realNameInvalid);
  });
});

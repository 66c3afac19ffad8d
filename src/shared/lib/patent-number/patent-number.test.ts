import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CN_FINAL_LETTERS, PATENT_NUMBER_REASONS, validatePatentNumber } from './patent-number';

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const upper = fc.constantFrom(...UPPER);
const finalLetter = fc.constantFrom(...CN_FINAL_LETTERS);
const digitString = (minLength: number, maxLength: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength, maxLength }).map((digits) => digits.join(''));

/** 7-digit CN values that SPEC §5 accepts: >= 1030001, not in the two excluded ranges, first digit 1-3. */
const validSeven = fc
  .integer({ min: 1_030_001, max: 3_999_999 })
  .filter((n) => !(n >= 2_000_000 && n <= 2_030_000) && !(n >= 3_000_000 && n <= 3_003_000));

const accepts = (value: string) => expect(validatePatentNumber(value), value).toEqual({ valid: true });
const rejects = (value: string, reason?: string) => {
  const verdict = validatePatentNumber(value);
  expect(verdict.valid, value).toBe(false);
  expect(verdict.reason, value).toMatch(/\S/);
  if (reason) expect(verdict.reason, value).toBe(reason);
};

describe('validatePatentNumber: Chinese numbers (SPEC §5)', () => {
  it('accepts the boundaries around the excluded ranges and the minimum', () => {
    for (const n of [1_030_001, 1_999_999, 2_030_001, 2_999_999, 3_003_001, 3_999_999]) accepts(`CN${n}A`);
  });

  it('rejects the excluded ranges including both ends, and everything below 1030001', () => {
    const below = PATENT_NUMBER_REASONS.cnMin;
    rejects('CN1030000A', below);
    rejects('CN1000000U', below);
    const range2 = PATENT_NUMBER_REASONS.cnExcluded(2_000_000, 2_030_000);
    const range3 = PATENT_NUMBER_REASONS.cnExcluded(3_000_000, 3_003_000);
    for (const n of [2_000_000, 2_015_000, 2_030_000]) rejects(`CN${n}B`, range2);
    for (const n of [3_000_000, 3_001_234, 3_003_000]) rejects(`CN${n}C`, range3);
  });

  it('accepts every valid 7-digit number with any allowed final letter', () => {
    fc.assert(fc.property(validSeven, finalLetter, (n, letter) => validatePatentNumber(`CN${n}${letter}`).valid));
  });

  it('rejects every 7-digit number in an excluded range or below the minimum', () => {
    const bad = fc.oneof(
      fc.integer({ min: 1_000_000, max: 1_030_000 }),
      fc.integer({ min: 2_000_000, max: 2_030_000 }),
      fc.integer({ min: 3_000_000, max: 3_003_000 }),
    );
    fc.assert(fc.property(bad, finalLetter, (n, letter) => !validatePatentNumber(`CN${n}${letter}`).valid));
  });

  it('accepts 8 or more digits starting with 1-3, whatever their value', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('1', '2', '3'),
        digitString(7, 14),
        finalLetter,
        (first, rest, letter) => validatePatentNumber(`CN${first}${rest}${letter}`).valid,
      ),
    );
    accepts('CN20000000A');
    accepts('CN30000000D');
    accepts('CN10300000Y');
    accepts('CN202310123456S');
  });

  it('requires the third character (first digit after CN) to be 1-3', () => {
    fc.assert(
      fc.property(fc.constantFrom('0', '4', '5', '6', '7', '8', '9', 'X', '-'), digitString(6, 10), finalLetter, (third, rest, letter) => {
        const verdict = validatePatentNumber(`CN${third}${rest}${letter}`);
        return !verdict.valid && verdict.reason === PATENT_NUMBER_REASONS.cnThird;
      }),
    );
  });

  it('requires the last character to be one of A, U, S, B, C, Y, D', () => {
    const others = fc.constantFrom(...UPPER.filter((c) => !(CN_FINAL_LETTERS as readonly string[]).includes(c)), 'a', 'u', '1', '.');
    fc.assert(
      fc.property(validSeven, others, (n, last) => {
        const verdict = validatePatentNumber(`CN${n}${last}`);
        return !verdict.valid && verdict.reason === PATENT_NUMBER_REASONS.cnFinal;
      }),
    );
  });

  it('requires 7 or more digits, and digits only, between CN and the letter', () => {
    rejects('CN123456A', PATENT_NUMBER_REASONS.cnLength);
    rejects('CN1A', PATENT_NUMBER_REASONS.cnLength);
    rejects('CN12345X7A', PATENT_NUMBER_REASONS.cnDigits);
    rejects('CN1234567.8A', PATENT_NUMBER_REASONS.cnDigits);
    fc.assert(
      fc.property(
        fc.constantFrom('1', '2', '3'),
        digitString(0, 5),
        finalLetter,
        (first, rest, letter) => !validatePatentNumber(`CN${first}${rest}${letter}`).valid,
      ),
    );
  });

  it('never judges a CN number by the rule for other numbers', () => {
    // 2 capital letters + 7 digits + letter would pass the other rule.
    rejects('CN4123456A', PATENT_NUMBER_REASONS.cnThird);
    rejects('CN1234567E', PATENT_NUMBER_REASONS.cnFinal);
    rejects('CN1234567A1', PATENT_NUMBER_REASONS.cnFinal);
  });
});

describe('validatePatentNumber: other numbers (SPEC §5)', () => {
  const prefix = fc
    .array(upper, { minLength: 2, maxLength: 3 })
    .map((letters) => letters.join(''))
    .filter((p) => !p.startsWith('CN'));

  it('accepts 2-3 capitals, 7+ digits, a capital, an optional digit', () => {
    for (const value of ['US1234567B2', 'EP1234567A1', 'JP2019123456A', 'WO2020123456A1', 'KR1020200012345A', 'USA1234567B'])
      accepts(value);
    fc.assert(
      fc.property(
        prefix,
        digitString(7, 13),
        upper,
        fc.option(fc.integer({ min: 0, max: 9 }), { nil: undefined }),
        (p, digits, letter, tail) => validatePatentNumber(`${p}${digits}${letter}${tail ?? ''}`).valid,
      ),
    );
  });

  it('rejects a wrong prefix, too few digits, a missing letter or a long tail', () => {
    rejects('U1234567B', PATENT_NUMBER_REASONS.otherPrefix);
    rejects('USAB1234567B', PATENT_NUMBER_REASONS.otherPrefix);
    rejects('us1234567B', PATENT_NUMBER_REASONS.otherPrefix);
    rejects('1234567B', PATENT_NUMBER_REASONS.otherPrefix);
    rejects('US123456B', PATENT_NUMBER_REASONS.otherDigits);
    rejects('US1234567', PATENT_NUMBER_REASONS.otherLetter);
    rejects('US1234567b', PATENT_NUMBER_REASONS.otherLetter);
    rejects('US1234567B12', PATENT_NUMBER_REASONS.otherTail);
    rejects('US1234567BC', PATENT_NUMBER_REASONS.otherTail);
    fc.assert(fc.property(prefix, digitString(0, 6), upper, (p, digits, letter) => !validatePatentNumber(`${p}${digits}${letter}`).valid));
    fc.assert(
      fc.property(
        prefix,
        digitString(7, 10),
        upper,
        digitString(2, 4),
        (p, d, l, tail) => !validatePatentNumber(`${p}${d}${l}${tail}`).valid,
      ),
    );
  });
});

describe('validatePatentNumber: input handling', () => {
  it('asks for a number when empty, ignores outer white space, refuses inner white space', () => {
    rejects('', PATENT_NUMBER_REASONS.empty);
    rejects('   ', PATENT_NUMBER_REASONS.empty);
    accepts('  CN1234567A ');
    rejects('CN 1234567A', PATENT_NUMBER_REASONS.whitespace);
  });

  it('always explains a rejection, and never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (value) => {
        const verdict = validatePatentNumber(value);
        return verdict.valid ? verdict.reason === undefined : typeof verdict.reason === 'string' && /\p{Script=Han}/u.test(verdict.reason);
      }),
    );
  });
});

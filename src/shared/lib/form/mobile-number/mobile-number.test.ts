import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MOBILE_INVALID_MESSAGE, MOBILE_REQUIRED_MESSAGE, maskMobile, mobileProblem, normalizeMobile } from './mobile-number';

const mobile = fc
  .tuple(fc.constantFrom('3', '4', '5', '6', '7', '8', '9'), fc.stringMatching(/^\d{9}$/))
  .map(([second, rest]) => `1${second}${rest}`);
const blank = fc.constantFrom('', ' ', '  ', '\t', '\n');

describe('mobile numbers', () => {
  it('accepts any mainland number, with blanks around it', () => {
    fc.assert(
      fc.property(blank, mobile, blank, (before, number, after) => {
        expect(mobileProblem(before + number + after)).toBeUndefined();
        expect(normalizeMobile(before + number + after)).toBe(number);
      }),
    );
  });

  it('rejects anything else in Chinese', () => {
    expect(mobileProblem('')).toBe(MOBILE_REQUIRED_MESSAGE);
    expect(mobileProblem('   ')).toBe(MOBILE_REQUIRED_MESSAGE);
    for (const bad of ['1380013800', '138001380001', '12800138000', '23800138000', '1380013800a', '138 0013 8000']) {
      expect(mobileProblem(bad)).toBe(MOBILE_INVALID_MESSAGE);
    }
  });

  it('masks the middle four digits of a number shown back to its owner', () => {
    expect(maskMobile(' 13800138000 ')).toBe('138****8000');
    expect(maskMobile('')).toBe('');
    expect(maskMobile(null)).toBe('');
    expect(maskMobile('+86 138')).toBe('+86 138');
  });
});

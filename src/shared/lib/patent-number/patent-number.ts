/**
 * Patent number rules of SPEC §5.
 *
 * Chinese numbers (prefix CN): `CN` + digits + one final letter of A, U, S, B, C, Y, D.
 *   - "The third character must be 1-3": the third character of the whole number, i.e. the
 *     first digit after `CN`. It belongs to the middle digits (it is not an extra character):
 *     `CN1234567A` has the middle digits `1234567`, whose first digit is the third character.
 *   - The middle digits are either exactly 7 digits whose value is >= 1030001 and outside the
 *     ranges 2000000-2030000 and 3000000-3003000 (both ends excluded from validity, i.e. the
 *     ranges are inclusive), or 8 or more digits (no further range rule).
 *   - Any input starting with `CN` is judged by these rules only; it never falls back to the
 *     rule for other numbers (which `CN4123456A` would otherwise pass).
 * Other numbers: 2-3 capital letters, 7 or more digits, one capital letter, then an optional
 *   digit (e.g. `US1234567B2`, `EP1234567A1`).
 *
 * Letters must be capitals as typed: the check does not upper-case (the page may offer to).
 * Leading and trailing white space is ignored (pasted numbers); white space inside is not.
 */

export interface PatentNumberVerdict {
  valid: boolean;
  /** Which rule failed, in Chinese, for inline display as the user types. */
  reason?: string;
}

export const CN_FINAL_LETTERS = ['A', 'U', 'S', 'B', 'C', 'Y', 'D'] as const;

/** The smallest 7-digit Chinese number (SPEC §5). */
export const CN_SEVEN_DIGIT_MIN = 1_030_001;
/** 7-digit ranges that are not valid numbers (inclusive). */
export const CN_EXCLUDED_RANGES: ReadonlyArray<readonly [number, number]> = [
  [2_000_000, 2_030_000],
  [3_000_000, 3_003_000],
];

/** The rules in words, for a hint beside the input. */
export const PATENT_NUMBER_RULES: readonly string[] = [
  '中国专利号：CN + 数字 + 末位字母（A、U、S、B、C、Y、D 之一），CN 后第一位数字（第 3 位）为 1、2 或 3；数字为 7 位时须不小于 1030001，且不在 2000000–2030000、3000000–3003000 之间；也可为 8 位及以上数字。',
  '其他国家或地区专利号：2–3 个大写字母 + 7 位及以上数字 + 1 个大写字母，末尾可再加 1 位数字，如 US1234567B2。',
];

export const PATENT_NUMBER_REASONS = {
  empty: '请输入专利号',
  whitespace: '专利号中不能有空格',
  cnThird: '中国专利号 CN 后的第一位数字（第 3 位）须为 1、2 或 3',
  cnFinal: '中国专利号须以 A、U、S、B、C、Y、D 之一结尾',
  cnDigits: '中国专利号 CN 与末位字母之间只能是数字',
  cnLength: '中国专利号 CN 与末位字母之间须为 7 位或 8 位以上数字',
  cnMin: '7 位数字的中国专利号须不小于 1030001',
  cnExcluded: (from: number, to: number): string => `7 位数字的中国专利号不能在 ${from}–${to} 之间`,
  otherPrefix: '专利号须以 2–3 个大写字母开头（中国专利号以 CN 开头）',
  otherDigits: '字母后须为 7 位及以上数字',
  otherLetter: '数字后须为 1 个大写字母',
  otherTail: '末位字母后最多再跟 1 位数字',
} as const;

const ok: PatentNumberVerdict = { valid: true };
const no = (reason: string): PatentNumberVerdict => ({ valid: false, reason });

function validateChinese(value: string): PatentNumberVerdict {
  const third = value.charAt(2);
  if (!/^[1-3]$/.test(third)) return no(PATENT_NUMBER_REASONS.cnThird);
  const last = value.charAt(value.length - 1);
  if (!(CN_FINAL_LETTERS as readonly string[]).includes(last)) return no(PATENT_NUMBER_REASONS.cnFinal);
  const digits = value.slice(2, -1);
  if (!/^\d+$/.test(digits)) return no(PATENT_NUMBER_REASONS.cnDigits);
  if (digits.length < 7) return no(PATENT_NUMBER_REASONS.cnLength);
  if (digits.length > 7) return ok;
  const number = Number(digits);
  if (number < CN_SEVEN_DIGIT_MIN) return no(PATENT_NUMBER_REASONS.cnMin);
  const excluded = CN_EXCLUDED_RANGES.find(([from, to]) => number >= from && number <= to);
  return excluded ? no(PATENT_NUMBER_REASONS.cnExcluded(excluded[0], excluded[1])) : ok;
}

function validateOther(value: string): PatentNumberVerdict {
  const prefix = /^[A-Z]{2,3}/.exec(value)?.[0];
  if (!prefix) return no(PATENT_NUMBER_REASONS.otherPrefix);
  // A fourth letter makes the prefix too long.
  const rest = value.slice(prefix.length);
  if (/^[A-Z]/.test(rest)) return no(PATENT_NUMBER_REASONS.otherPrefix);
  const digits = /^\d*/.exec(rest)?.[0] ?? '';
  if (digits.length < 7) return no(PATENT_NUMBER_REASONS.otherDigits);
  const tail = rest.slice(digits.length);
  if (!/^[A-Z]/.test(tail)) return no(PATENT_NUMBER_REASONS.otherLetter);
  return /^[A-Z]\d?$/.test(tail) ? ok : no(PATENT_NUMBER_REASONS.otherTail);
}

/** Whether `input` is a patent number by SPEC §5, and if not, which rule it breaks. */
export function validatePatentNumber(input: string): PatentNumberVerdict {
  const value = input.trim();
  if (value === '') return no(PATENT_NUMBER_REASONS.empty);
  if (/\s/.test(value)) return no(PATENT_NUMBER_REASONS.whitespace);
  return value.startsWith('CN') ? validateChinese(value) : validateOther(value);
}

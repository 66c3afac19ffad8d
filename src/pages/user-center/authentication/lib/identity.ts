import { AUTH_TEXT as T } from '../config/texts';

/** 2–20 Chinese characters; `·` joins the parts of many minority names. */
const CHINESE_NAME = /^[\u4e00-\u9fa5·]{2,20}$/;
const ID_FORMAT = /^\d{17}[\dX]$/;
/** GB 11643: the weights of the first 17 digits and the check character of each remainder mod 11. */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECK = '10X98765432';
const OLDEST_BIRTH = '1900-01-01';

/** Why the name is not a real name, or undefined. */
export function realNameProblem(raw: string): string | undefined {
  const name = raw.trim();
  if (name === '') return T.realNameRequired;
  return CHINESE_NAME.test(name) ? undefined : T.realNameInvalid;
}

/** The ID number as it is sent: trimmed, with a capital X. */
export function normalizeIdNumber(raw: string): string {
  return raw.trim().toUpperCase();
}

/** The check character of the first 17 digits. */
export function idCheckCharacter(first17: string): string {
  const sum = ID_WEIGHTS.reduce((total, weight, index) => total + weight * Number(first17.charAt(index)), 0);
  return ID_CHECK.charAt(sum % 11);
}

function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Why the 18-character resident ID number is wrong (format, birth date, check character), or
 * undefined. `today` (YYYY-MM-DD) bounds the birth date; it defaults to the local date.
 */
export function idNumberProblem(raw: string, today: string = new Date().toISOString().slice(0, 10)): string | undefined {
  const id = normalizeIdNumber(raw);
  if (id === '') return T.idNumberRequired;
  if (!ID_FORMAT.test(id)) return T.idNumberFormat;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const birth = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
  if (!isRealDay(year, month, day) || birth < OLDEST_BIRTH || birth > today) return T.idNumberBirth;
  return idCheckCharacter(id.slice(0, 17)) === id.charAt(17) ? undefined : T.idNumberCheckDigit;
}

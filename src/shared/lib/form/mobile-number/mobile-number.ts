/** A mainland China mobile number: 11 digits, 1 then 3–9. */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

export const MOBILE_REQUIRED_MESSAGE = '请输入手机号';
export const MOBILE_INVALID_MESSAGE = '请输入正确的 11 位手机号';

/** SPEC §5: the mobile number is trimmed before it is checked and sent. */
export function normalizeMobile(raw: string): string {
  return raw.trim();
}

/** Why the (untrimmed) input is not a mainland mobile number, or undefined when it is one. */
export function mobileProblem(raw: string): string | undefined {
  const mobile = normalizeMobile(raw);
  if (mobile === '') return MOBILE_REQUIRED_MESSAGE;
  return MAINLAND_MOBILE.test(mobile) ? undefined : MOBILE_INVALID_MESSAGE;
}

/** 13800138000 as 138****8000, for showing a number back to its owner; anything else as it is. */
export function maskMobile(raw: string | null | undefined): string {
  const mobile = (raw ?? '').trim();
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

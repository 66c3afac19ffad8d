/**
 * The password rule of the portal, written once: the forgotten-password form, the forced reset
 * and the agent center's change-password page all check it and show it before submit.
 * Symbols are allowed (the seeded passwords such as `Agent@123` carry one); letters and
 * digits are both required; no spaces and no characters outside printable ASCII.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;

export interface PasswordRule {
  id: 'length' | 'letter' | 'digit' | 'charset';
  /** The rule as the user reads it before typing. */
  label: string;
  /** What the form says when the rule is broken. */
  message: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `长度为 ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} 位`,
    message: `密码长度须为 ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} 位`,
    test: (password) => password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
  },
  { id: 'letter', label: '至少包含一个字母', message: '密码须包含至少一个字母', test: (password) => /[A-Za-z]/.test(password) },
  { id: 'digit', label: '至少包含一个数字', message: '密码须包含至少一个数字', test: (password) => /\d/.test(password) },
  {
    id: 'charset',
    label: '只用字母、数字和英文符号，不含空格',
    message: '密码只能使用字母、数字和英文符号，且不能包含空格',
    test: (password) => /^[\x21-\x7e]*$/.test(password),
  },
];

export const PASSWORD_MISMATCH_MESSAGE = '两次输入的密码不一致';
export const PASSWORD_REQUIRED_MESSAGE = '请输入新密码';
export const PASSWORD_CONFIRM_REQUIRED_MESSAGE = '请再次输入新密码';

/** The first broken rule's message, or undefined when the password is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if (password === '') return PASSWORD_REQUIRED_MESSAGE;
  return PASSWORD_RULES.find((rule) => !rule.test(password))?.message;
}

/** The confirmation field: required and equal to the password, character for character. */
export function confirmPasswordProblem(password: string, confirmPassword: string): string | undefined {
  if (confirmPassword === '') return PASSWORD_CONFIRM_REQUIRED_MESSAGE;
  return password === confirmPassword ? undefined : PASSWORD_MISMATCH_MESSAGE;
}

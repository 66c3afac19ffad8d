import { confirmPasswordProblem, mobileProblem, normalizeMobile, passwordProblem } from '@/shared/lib/form';

/** What the create and edit dialogs hold; numbers stay text while typed. */
export interface SubAccountFormValues {
  username: string;
  nickName: string;
  mobile: string;
  password: string;
  confirmPassword: string;
  quota: string;
}

export type SubAccountFormErrors = Partial<Record<keyof SubAccountFormValues, string>>;

export const EMPTY_SUB_ACCOUNT_FORM: SubAccountFormValues = {
  username: '',
  nickName: '',
  mobile: '',
  password: '',
  confirmPassword: '',
  quota: '0',
};

export const NICK_NAME_MAX = 30;

/** The server's own wording (createSubAccount), so both sides say the same. */
export const SUB_ACCOUNT_MESSAGES = {
  usernameRequired: '请输入账号',
  usernameInvalid: '账号须为 4–20 位字母、数字或下划线，以字母开头',
  nickNameRequired: '请输入昵称',
  nickNameLong: `昵称不能超过 ${NICK_NAME_MAX} 个字`,
  passwordRequired: '请设置登录密码',
  quotaInvalid: '额度须为不小于 0 的金额，最多两位小数',
  quotaTooHigh: (limit: number): string => `额度不能超过主账号剩余额度（${limit} 元）`,
} as const;

const USERNAME = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** The quota as a number of 元, or undefined unless it is a plain amount with at most two decimals. */
export function quotaOf(text: string): number | undefined {
  const trimmed = text.trim();
  return AMOUNT.test(trimmed) ? Number(trimmed) : undefined;
}

/**
 * Problems of the form, field by field. `mode` create also checks the account name and password;
 * `quotaLimit` is the most the quota may be (the main account's remaining amount, plus the
 * sub-account's own when editing), unchecked when unknown.
 */
export function validateSubAccountForm(values: SubAccountFormValues, mode: 'create' | 'edit', quotaLimit?: number): SubAccountFormErrors {
  const errors: SubAccountFormErrors = {};
  if (mode === 'create') {
    const username = values.username.trim();
    if (!username) errors.username = SUB_ACCOUNT_MESSAGES.usernameRequired;
    else if (!USERNAME.test(username)) errors.username = SUB_ACCOUNT_MESSAGES.usernameInvalid;
    if (values.password === '') errors.password = SUB_ACCOUNT_MESSAGES.passwordRequired;
    else errors.password = passwordProblem(values.password);
    errors.confirmPassword = confirmPasswordProblem(values.password, values.confirmPassword);
  }
  const nickName = values.nickName.trim();
  if (!nickName) errors.nickName = SUB_ACCOUNT_MESSAGES.nickNameRequired;
  else if (Array.from(nickName).length > NICK_NAME_MAX) errors.nickName = SUB_ACCOUNT_MESSAGES.nickNameLong;
  errors.mobile = mobileProblem(values.mobile);
  const quota = quotaOf(values.quota);
  if (quota === undefined) errors.quota = SUB_ACCOUNT_MESSAGES.quotaInvalid;
  else if (quotaLimit !== undefined && quota > quotaLimit) errors.quota = SUB_ACCOUNT_MESSAGES.quotaTooHigh(quotaLimit);
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as SubAccountFormErrors;
}

/** The fields as the contract wants them: trimmed, the quota as a number. Call after validation. */
export function subAccountPayload(values: SubAccountFormValues) {
  return { nickName: values.nickName.trim(), mobile: normalizeMobile(values.mobile), quota: quotaOf(values.quota) ?? 0 };
}

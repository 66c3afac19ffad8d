import { CreateSubAccountBody, UpdateSubAccountBody } from '@/shared/api/generated/zod/institution/institution.zod';
import { confirmPasswordProblem, mobileProblem, normalizeMobile, passwordProblem } from '@/shared/lib/form';
import type { FormProblems } from '@/shared/lib/form';

/** What the create and edit dialogs hold; numbers stay text while typed. */
export interface SubAccountFormValues {
  username: string;
  nickName: string;
  mobile: string;
  password: string;
  confirmPassword: string;
  quota: string;
}

export const EMPTY_SUB_ACCOUNT_FORM: SubAccountFormValues = {
  username: '',
  nickName: '',
  mobile: '',
  password: '',
  confirmPassword: '',
  quota: '0',
};

/** The server's own wording (createSubAccount), so both sides say the same. */
export const SUB_ACCOUNT_MESSAGES = {
  usernameInvalid: '账号须为 4–20 位字母、数字或下划线，以字母开头',
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
 * The dialog's form: the contract's body (createSubAccount or updateSubAccount) checks what is
 * required and how long the nickname may be; the rules here add the server's own wording, the
 * repeated password and `quotaLimit`, the most the quota may be (the main account's remaining
 * amount, plus the sub-account's own when editing), unchecked when unknown.
 */
export function subAccountForm(mode: 'create' | 'edit', quotaLimit?: number) {
  return {
    schema: mode === 'create' ? CreateSubAccountBody : UpdateSubAccountBody,
    labels: { username: '账号', nickName: '昵称', mobile: '手机号', password: '登录密码', confirmPassword: '确认密码', quota: '额度' },
    toBody: (values: SubAccountFormValues) => ({
      nickName: values.nickName.trim(),
      mobile: normalizeMobile(values.mobile),
      quota: quotaOf(values.quota) ?? 0,
      ...(mode === 'create' ? { username: values.username.trim(), password: values.password } : {}),
    }),
    rules: (values: SubAccountFormValues): FormProblems<SubAccountFormValues> => {
      const quota = quotaOf(values.quota);
      const username = values.username.trim();
      return {
        ...(mode === 'create' && {
          username: username && !USERNAME.test(username) ? SUB_ACCOUNT_MESSAGES.usernameInvalid : undefined,
          password: values.password === '' ? SUB_ACCOUNT_MESSAGES.passwordRequired : passwordProblem(values.password),
          confirmPassword: confirmPasswordProblem(values.password, values.confirmPassword),
        }),
        mobile: mobileProblem(values.mobile),
        quota:
          quota === undefined
            ? SUB_ACCOUNT_MESSAGES.quotaInvalid
            : quotaLimit !== undefined && quota > quotaLimit
              ? SUB_ACCOUNT_MESSAGES.quotaTooHigh(quotaLimit)
              : undefined,
      };
    },
  };
}

import { mobileProblem } from '@/shared/lib/form';

export interface ApplicationValues {
  name: string;
  organization: string;
  mobile: string;
  email: string;
  content: string;
}

export type ApplicationErrors = Partial<Record<keyof ApplicationValues, string>>;

export const APPLICATION_LIMITS = { name: 50, organization: 100, email: 100, content: 2000 } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const length = (value: string): number => Array.from(value.trim()).length;

/** The cooperation form's rules (the same the server applies, so a valid form is not refused). */
export function validateApplication(values: ApplicationValues): ApplicationErrors {
  const errors: ApplicationErrors = {};
  if (length(values.name) === 0) errors.name = '请填写姓名';
  else if (length(values.name) > APPLICATION_LIMITS.name) errors.name = `姓名不能超过${APPLICATION_LIMITS.name}字`;
  if (length(values.organization) === 0) errors.organization = '请填写单位名称';
  else if (length(values.organization) > APPLICATION_LIMITS.organization)
    errors.organization = `单位名称不能超过${APPLICATION_LIMITS.organization}字`;
  const mobile = mobileProblem(values.mobile);
  if (mobile) errors.mobile = mobile;
  if (values.email.trim() === '') errors.email = '请填写邮箱';
  else if (!EMAIL.test(values.email.trim())) errors.email = '请输入正确的邮箱地址';
  if (length(values.content) === 0) errors.content = '请填写合作内容';
  else if (length(values.content) > APPLICATION_LIMITS.content) errors.content = `合作内容不能超过${APPLICATION_LIMITS.content}字`;
  return errors;
}

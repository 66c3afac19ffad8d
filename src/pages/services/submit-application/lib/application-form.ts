import {
  SubmitApplicationBody,
  submitApplicationBodyContentMax,
  submitApplicationBodyNameMax,
  submitApplicationBodyOrganizationMax,
} from '@/shared/api/generated/zod/application/application.zod';
import { mobileProblem, normalizeMobile } from '@/shared/lib/form';
import type { FormProblems } from '@/shared/lib/form';

export interface ApplicationValues {
  name: string;
  organization: string;
  mobile: string;
  email: string;
  content: string;
}

export const EMPTY_APPLICATION: ApplicationValues = { name: '', organization: '', mobile: '', email: '', content: '' };

/** The longest email the page takes; the contract sets none. */
export const EMAIL_MAX = 100;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const length = (value: string): number => Array.from(value.trim()).length;

/** 请填写X, or X不能超过N字 (the page's wording) past the contract's `max`. */
function text(value: string, label: string, max: number): string | undefined {
  if (length(value) === 0) return `请填写${label}`;
  return length(value) > max ? `${label}不能超过${max}字` : undefined;
}

/**
 * The cooperation form (submitApplication): the contract holds the lengths, the rules say them in
 * the page's words (the same rules the server applies, so a valid form is not refused).
 */
export const applicationForm = {
  schema: SubmitApplicationBody,
  labels: { name: '姓名', organization: '单位名称', mobile: '手机号', email: '邮箱', content: '合作内容' },
  toBody: (values: ApplicationValues) => ({
    name: values.name.trim(),
    organization: values.organization.trim(),
    mobile: normalizeMobile(values.mobile),
    email: values.email.trim(),
    content: values.content.trim(),
  }),
  rules: (values: ApplicationValues): FormProblems<ApplicationValues> => ({
    name: text(values.name, '姓名', submitApplicationBodyNameMax),
    organization: text(values.organization, '单位名称', submitApplicationBodyOrganizationMax),
    mobile: mobileProblem(values.mobile),
    email: values.email.trim() === '' ? '请填写邮箱' : EMAIL.test(values.email.trim()) ? undefined : '请输入正确的邮箱地址',
    content: text(values.content, '合作内容', submitApplicationBodyContentMax),
  }),
};

import type { ScholarAuth, ScholarAuthRequest, UploadedFile } from '@/shared/api/generated/model';

/** The limits of ScholarAuthRequest (the server checks the same). */
export const AUTH_LIMITS = { institution: 50, title: 20, discipline: 30, interests: 8, interest: 20, materials: 5 } as const;

/** Proofs are scans or photos of a work card or a title certificate. */
export const MATERIAL_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'] as const;

/** A real name as on the identity card: 2–20 Chinese characters (· for minority names). */
const CHINESE_NAME = /^[\u4e00-\u9fa5·]{2,20}$/;

export interface AuthFormValues {
  realName: string;
  institution: string;
  title: string;
  discipline: string;
  /** Separated by commas, 、 or semicolons; optional. */
  interests: string;
  materials: UploadedFile[];
}

export type AuthField = keyof AuthFormValues;
export type AuthErrors = Partial<Record<AuthField, string>>;

export const AUTH_FIELD_ORDER: readonly AuthField[] = ['realName', 'institution', 'title', 'discipline', 'interests', 'materials'];

const length = (value: string): number => Array.from(value).length;

export function splitInterests(value: string): string[] {
  return value
    .split(/[,，、;；\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A refused application's answers come back into the form; the proofs must be uploaded again. */
export function initialAuthValues(previous: ScholarAuth | undefined): AuthFormValues {
  return {
    realName: previous?.realName ?? '',
    institution: previous?.institution ?? '',
    title: previous?.title ?? '',
    discipline: previous?.discipline ?? '',
    interests: '',
    materials: [],
  };
}

function requiredText(value: string, label: string, max: number): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return `请填写${label}`;
  if (length(trimmed) > max) return `${label}不能超过 ${max} 字`;
  return undefined;
}

/** The messages next to the fields; empty when the application can be sent. */
export function validateAuth(values: AuthFormValues): AuthErrors {
  const interests = splitInterests(values.interests);
  const errors: AuthErrors = {
    realName: !values.realName.trim()
      ? '请填写真实姓名'
      : CHINESE_NAME.test(values.realName.trim())
        ? undefined
        : '请输入正确的真实姓名（2–20 个汉字）',
    institution: requiredText(values.institution, '工作单位', AUTH_LIMITS.institution),
    title: requiredText(values.title, '职称', AUTH_LIMITS.title),
    discipline: requiredText(values.discipline, '学科', AUTH_LIMITS.discipline),
    interests:
      interests.length > AUTH_LIMITS.interests || interests.some((item) => length(item) > AUTH_LIMITS.interest)
        ? `研究方向最多 ${AUTH_LIMITS.interests} 个，每个不超过 ${AUTH_LIMITS.interest} 字`
        : undefined,
    materials: values.materials.length === 0 ? '请上传证明材料' : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as AuthErrors;
}

export function toAuthRequest(values: AuthFormValues): ScholarAuthRequest {
  const interests = splitInterests(values.interests);
  return {
    realName: values.realName.trim(),
    institution: values.institution.trim(),
    title: values.title.trim(),
    discipline: values.discipline.trim(),
    materialFileIds: values.materials.map((file) => file.id),
    ...(interests.length > 0 ? { researchInterests: interests } : {}),
  };
}

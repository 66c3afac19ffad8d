import type { ScholarAuth, UploadedFile } from '@/shared/api/generated/model';
import { LIST_SEPARATOR, splitText } from '@/shared/lib/format';
import {
  SubmitScholarAuthBody,
  submitScholarAuthBodyMaterialFileIdsMax,
  submitScholarAuthBodyResearchInterestsMax,
} from '@/shared/api/generated/zod/scholar/scholar.zod';
import type { FormProblems } from '@/shared/lib/form';

/** The page's own limits; the lengths of the text fields come from the contract (submitScholarAuth). */
export const AUTH_LIMITS = {
  interests: submitScholarAuthBodyResearchInterestsMax,
  interest: 20,
  materials: submitScholarAuthBodyMaterialFileIdsMax,
} as const;

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

const length = (value: string): number => Array.from(value).length;
const filled = (value: string, label: string) => (value.trim() ? undefined : `请填写${label}`);

export function splitInterests(value: string): string[] {
  return splitText(value, LIST_SEPARATOR);
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

/**
 * The application's form: the contract (submitScholarAuth) holds the lengths; the rules keep the
 * page's wording (请填写…), the real name's pattern, the interests and the proofs.
 */
export const scholarAuthForm = {
  schema: SubmitScholarAuthBody,
  labels: {
    realName: '真实姓名',
    institution: '工作单位',
    title: '职称',
    discipline: '学科',
    interests: '研究方向',
    materials: '证明材料',
  },
  fieldOf: { researchInterests: 'interests', materialFileIds: 'materials' },
  toBody: (values: AuthFormValues) => {
    const interests = splitInterests(values.interests);
    return {
      realName: values.realName.trim(),
      institution: values.institution.trim(),
      title: values.title.trim(),
      discipline: values.discipline.trim(),
      materialFileIds: values.materials.map((file) => file.id),
      ...(interests.length > 0 ? { researchInterests: interests } : {}),
    };
  },
  rules: (values: AuthFormValues): FormProblems<AuthFormValues> => {
    const interests = splitInterests(values.interests);
    return {
      realName:
        filled(values.realName, '真实姓名') ??
        (CHINESE_NAME.test(values.realName.trim()) ? undefined : '请输入正确的真实姓名（2–20 个汉字）'),
      institution: filled(values.institution, '工作单位'),
      title: filled(values.title, '职称'),
      discipline: filled(values.discipline, '学科'),
      interests:
        interests.length > AUTH_LIMITS.interests || interests.some((item) => length(item) > AUTH_LIMITS.interest)
          ? `研究方向最多 ${AUTH_LIMITS.interests} 个，每个不超过 ${AUTH_LIMITS.interest} 字`
          : undefined,
      materials: values.materials.length === 0 ? '请上传证明材料' : undefined,
    };
  },
} as const;

import type { ScholarProfile, UploadedFile } from '@/shared/api/generated/model';
import { LIST_SEPARATOR, splitText } from '@/shared/lib/format';
import {
  UpdateScholarProfileBody,
  updateScholarProfileBodyEducationMax,
  updateScholarProfileBodyResearchInterestsItemMax,
  updateScholarProfileBodyResearchInterestsMax,
} from '@/shared/api/generated/zod/scholar/scholar.zod';
import type { FormProblems } from '@/shared/lib/form';

/** The limits the messages name, from the contract (updateScholarProfile); the lengths come with the fields. */
export const PROFILE_LIMITS = {
  interest: updateScholarProfileBodyResearchInterestsItemMax,
  interests: updateScholarProfileBodyResearchInterestsMax,
  lines: updateScholarProfileBodyEducationMax,
} as const;

export interface ProfileFormValues {
  /** The stored avatar (the current one, or a new upload); null once removed. */
  avatar: UploadedFile | null;
  name: string;
  title: string;
  institution: string;
  discipline: string;
  /** Research interests separated by commas, 、 or semicolons. */
  interests: string;
  bio: string;
  /** One entry per line. */
  education: string;
  honors: string;
}

const length = (value: string): number => Array.from(value).length;

/** `a，b、c; d` -> ['a', 'b', 'c', 'd']. */
export function splitInterests(value: string): string[] {
  return splitText(value, LIST_SEPARATOR);
}

export function splitLines(value: string): string[] {
  return splitText(value, '\n');
}

/** The current avatar path (`/common/imageView/x.png`) as the stored file the image upload shows. */
export function avatarFileOf(path: string | null | undefined): UploadedFile | null {
  const value = path?.trim();
  if (!value) return null;
  const fileName = value.slice(value.lastIndexOf('/') + 1);
  return { id: '', fileName, originalFilename: fileName, filePath: value, filePreview: value };
}

export function valuesOf(profile: ScholarProfile): ProfileFormValues {
  return {
    avatar: avatarFileOf(profile.avatar),
    name: profile.name ?? '',
    title: profile.title ?? '',
    institution: profile.institution ?? '',
    discipline: profile.discipline ?? '',
    interests: (profile.researchInterests ?? []).join('，'),
    bio: profile.bio ?? '',
    education: (profile.education ?? []).join('\n'),
    honors: (profile.honors ?? []).join('\n'),
  };
}

const filled = (value: string, label: string) => (value.trim() ? undefined : `请填写${label}`);

/**
 * The profile's form: the contract (updateScholarProfile) holds the lengths; the rules keep the
 * page's wording (请填写…), the lists' counts and `hadAvatar`: the contract cannot remove an
 * avatar, so a removed one must be replaced.
 */
export function scholarInfoForm(hadAvatar: boolean) {
  return {
    schema: UpdateScholarProfileBody,
    labels: {
      avatar: '头像照片',
      name: '姓名',
      title: '职称',
      institution: '工作单位',
      discipline: '学科',
      interests: '研究方向',
      bio: '个人简介',
      education: '教育经历',
      honors: '荣誉与称号',
    },
    fieldOf: { researchInterests: 'interests' },
    /** A new upload sends its fileName; the current avatar is left out (kept). */
    toBody: (values: ProfileFormValues) => ({
      name: values.name.trim(),
      title: values.title.trim(),
      institution: values.institution.trim(),
      discipline: values.discipline.trim(),
      researchInterests: splitInterests(values.interests),
      bio: values.bio.trim(),
      education: splitLines(values.education),
      honors: splitLines(values.honors),
      ...(values.avatar && values.avatar.id !== '' ? { avatar: values.avatar.fileName } : {}),
    }),
    rules: (values: ProfileFormValues): FormProblems<ProfileFormValues> => {
      const interests = splitInterests(values.interests);
      return {
        avatar: hadAvatar && !values.avatar ? '请上传头像照片' : undefined,
        name: filled(values.name, '姓名'),
        title: filled(values.title, '职称'),
        institution: filled(values.institution, '工作单位'),
        discipline: filled(values.discipline, '学科'),
        interests:
          interests.length < 1 ||
          interests.length > PROFILE_LIMITS.interests ||
          interests.some((item) => length(item) > PROFILE_LIMITS.interest)
            ? `请填写 1–${PROFILE_LIMITS.interests} 个研究方向，每个不超过 ${PROFILE_LIMITS.interest} 字`
            : undefined,
        bio: filled(values.bio, '个人简介'),
        education: splitLines(values.education).length > PROFILE_LIMITS.lines ? `教育经历最多 ${PROFILE_LIMITS.lines} 条` : undefined,
        honors: splitLines(values.honors).length > PROFILE_LIMITS.lines ? `荣誉最多 ${PROFILE_LIMITS.lines} 条` : undefined,
      };
    },
  } as const;
}

import type { ScholarProfile, UpdateScholarProfileRequest, UploadedFile } from '@/shared/api/generated/model';

/** The limits of UpdateScholarProfileRequest (the server checks the same). */
export const PROFILE_LIMITS = {
  name: 20,
  title: 20,
  institution: 50,
  discipline: 30,
  bio: 2000,
  interest: 20,
  interests: 8,
  lines: 10,
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

export type ProfileField = keyof ProfileFormValues;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** The fields in the order the form shows them: the first with an error takes the focus. */
export const PROFILE_FIELD_ORDER: readonly ProfileField[] = [
  'avatar',
  'name',
  'title',
  'institution',
  'discipline',
  'interests',
  'bio',
  'education',
  'honors',
];

const length = (value: string): number => Array.from(value).length;

/** `a，b、c; d` -> ['a', 'b', 'c', 'd']. */
export function splitInterests(value: string): string[] {
  return value
    .split(/[,，、;；\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

export function splitLines(value: string): string[] {
  return value
    .split('\n')
    .map((item) => item.trim())
    .filter(Boolean);
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

function requiredText(value: string, label: string, max: number): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return `请填写${label}`;
  if (length(trimmed) > max) return `${label}不能超过 ${max} 字`;
  return undefined;
}

/** The messages next to the fields; empty when the form can be sent. */
export function validateProfile(values: ProfileFormValues, hadAvatar: boolean): ProfileErrors {
  const interests = splitInterests(values.interests);
  const errors: ProfileErrors = {
    // The contract cannot remove an avatar: a removed one must be replaced.
    avatar: hadAvatar && !values.avatar ? '请上传头像照片' : undefined,
    name: requiredText(values.name, '姓名', PROFILE_LIMITS.name),
    title: requiredText(values.title, '职称', PROFILE_LIMITS.title),
    institution: requiredText(values.institution, '工作单位', PROFILE_LIMITS.institution),
    discipline: requiredText(values.discipline, '学科', PROFILE_LIMITS.discipline),
    interests:
      interests.length < 1 ||
      interests.length > PROFILE_LIMITS.interests ||
      interests.some((item) => length(item) > PROFILE_LIMITS.interest)
        ? `请填写 1–${PROFILE_LIMITS.interests} 个研究方向，每个不超过 ${PROFILE_LIMITS.interest} 字`
        : undefined,
    bio: requiredText(values.bio, '个人简介', PROFILE_LIMITS.bio),
    education: splitLines(values.education).length > PROFILE_LIMITS.lines ? `教育经历最多 ${PROFILE_LIMITS.lines} 条` : undefined,
    honors: splitLines(values.honors).length > PROFILE_LIMITS.lines ? `荣誉最多 ${PROFILE_LIMITS.lines} 条` : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as ProfileErrors;
}

/** The request body. A new upload sends its fileName; the current avatar is left out (kept). */
export function toProfileRequest(values: ProfileFormValues): UpdateScholarProfileRequest {
  return {
    name: values.name.trim(),
    title: values.title.trim(),
    institution: values.institution.trim(),
    discipline: values.discipline.trim(),
    researchInterests: splitInterests(values.interests),
    bio: values.bio.trim(),
    education: splitLines(values.education),
    honors: splitLines(values.honors),
    ...(values.avatar && values.avatar.id !== '' ? { avatar: values.avatar.fileName } : {}),
  };
}

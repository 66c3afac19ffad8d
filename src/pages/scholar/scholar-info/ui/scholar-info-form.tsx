import { Alert, Box, Button, Field, Grid, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { ImageUpload } from '@/features/image-upload';
import { notify } from '@/shared/api';
import { getGetExpertQueryKey } from '@/shared/api/generated/endpoints/expert/expert';
import { getGetScholarProfileQueryKey, useUpdateScholarProfile } from '@/shared/api/generated/endpoints/scholar/scholar';
import type { ScholarProfile } from '@/shared/api/generated/model';
import { failureMessage } from '@/shared/lib/error-message';
import { PROFILE_FIELD_ORDER, PROFILE_LIMITS, toProfileRequest, validateProfile, valuesOf } from '../lib/profile-form';
import type { ProfileErrors, ProfileField, ProfileFormValues } from '../lib/profile-form';

type TextField = Exclude<ProfileField, 'avatar'>;

interface TextFieldSpec {
  field: TextField;
  label: string;
  required: boolean;
  max: number;
  multiline?: number;
  help?: string;
}

const FIELDS: readonly TextFieldSpec[] = [
  { field: 'name', label: '姓名', required: true, max: PROFILE_LIMITS.name },
  { field: 'title', label: '职称', required: true, max: PROFILE_LIMITS.title, help: '如：教授、研究员、副教授' },
  { field: 'institution', label: '工作单位', required: true, max: PROFILE_LIMITS.institution },
  { field: 'discipline', label: '学科', required: true, max: PROFILE_LIMITS.discipline },
  { field: 'interests', label: '研究方向', required: true, max: 200, help: '1–8 个，用逗号或顿号分隔，每个不超过 20 字' },
  { field: 'bio', label: '个人简介', required: true, max: PROFILE_LIMITS.bio, multiline: 8, help: '段落之间空一行；最多 2000 字' },
  { field: 'education', label: '教育经历', required: false, max: 1000, multiline: 4, help: '每行一条，最多 10 条' },
  { field: 'honors', label: '荣誉与称号', required: false, max: 1000, multiline: 3, help: '每行一条，最多 10 条' },
];

const WIDE: ReadonlySet<TextField> = new Set(['interests', 'bio', 'education', 'honors']);

/** Masks the middle of a mainland mobile number: 139****9000. */
function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/**
 * The profile form: checked before it is sent (messages next to the fields, focus on the first),
 * the server's refusal shown above the button with every input kept, success confirmed and the
 * cached profile and public page refreshed.
 */
export function ScholarInfoForm({ profile }: { profile: ScholarProfile }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ProfileFormValues>(() => valuesOf(profile));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [serverError, setServerError] = useState<string>();
  const hadAvatar = Boolean(profile.avatar);
  const update = useUpdateScholarProfile({ request: { silent: true } });
  const refs = useRef<Partial<Record<ProfileField, HTMLElement | null>>>({});

  function set<K extends ProfileField>(field: K, value: ProfileFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(undefined);
    const next = validateProfile(values, hadAvatar);
    setErrors(next);
    const first = PROFILE_FIELD_ORDER.find((field) => next[field]);
    if (first) {
      const target = refs.current[first];
      (first === 'avatar' ? target?.querySelector('button') : target)?.focus();
      return;
    }
    try {
      const answer = await update.mutateAsync({ data: toProfileRequest(values) });
      if (!answer.data) {
        setServerError(answer.msg || '保存失败，请重试');
        return;
      }
      queryClient.setQueryData(getGetScholarProfileQueryKey(), answer);
      void queryClient.invalidateQueries({ queryKey: getGetExpertQueryKey(answer.data.expertId) });
      notify('success', '学者信息已保存');
    } catch (error) {
      setServerError(failureMessage(error, '保存失败，请重试'));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="学者信息">
      <Stack gap="6" bg="bg" borderWidth="1px" rounded="xl" p={{ base: '4', md: '8' }}>
        <Box ref={(node: HTMLDivElement | null) => void (refs.current.avatar = node)}>
          <ImageUpload label="头像照片" value={values.avatar} onChange={(file) => set('avatar', file)} />
          {errors.avatar && (
            <Text role="alert" textStyle="sm" color="fg.error" mt="1">
              {errors.avatar}
            </Text>
          )}
        </Box>

        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="5">
          {FIELDS.map((spec) => (
            <Field.Root
              key={spec.field}
              required={spec.required}
              invalid={Boolean(errors[spec.field])}
              gridColumn={WIDE.has(spec.field) ? { md: '1 / -1' } : undefined}
            >
              <Field.Label>
                {spec.label}
                {spec.required && <Field.RequiredIndicator />}
              </Field.Label>
              {spec.multiline ? (
                <Textarea
                  ref={(node) => void (refs.current[spec.field] = node)}
                  name={spec.field}
                  rows={spec.multiline}
                  maxLength={spec.max}
                  value={values[spec.field]}
                  onChange={(event) => set(spec.field, event.target.value)}
                />
              ) : (
                <Input
                  ref={(node) => void (refs.current[spec.field] = node)}
                  name={spec.field}
                  maxLength={spec.max}
                  value={values[spec.field]}
                  onChange={(event) => set(spec.field, event.target.value)}
                />
              )}
              {spec.help && !errors[spec.field] && <Field.HelperText>{spec.help}</Field.HelperText>}
              <Field.ErrorText>{errors[spec.field]}</Field.ErrorText>
            </Field.Root>
          ))}
        </Grid>

        <Text textStyle="sm" color="fg.muted">
          绑定手机：{maskMobile(profile.mobile)}（在个人中心修改）
        </Text>

        {serverError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={update.isPending} loadingText="正在保存">
            保存
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

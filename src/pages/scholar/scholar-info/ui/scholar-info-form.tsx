import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { ImageUpload } from '@/features/image-upload';
import { notify } from '@/shared/api';
import { getGetExpertQueryKey } from '@/shared/api/generated/endpoints/expert/expert';
import { getGetScholarProfileQueryKey, useUpdateScholarProfile } from '@/shared/api/generated/endpoints/scholar/scholar';
import type { ScholarProfile } from '@/shared/api/generated/model';
import { useContractForm } from '@/shared/lib/form';
import { FormError, TextField } from '@/shared/ui/form-field';
import { scholarInfoForm, valuesOf } from '../lib/profile-form';
import type { ProfileFormValues } from '../lib/profile-form';

type TextName = Exclude<keyof ProfileFormValues, 'avatar'>;

/** The hint under a field (it gives way to the field's problem) and the rows of a text area. */
const FIELDS: ReadonlyArray<{ name: TextName; help?: string; rows?: number; maxLength?: number }> = [
  { name: 'name' },
  { name: 'title', help: '如：教授、研究员、副教授' },
  { name: 'institution' },
  { name: 'discipline' },
  { name: 'interests', maxLength: 200, help: '1–8 个，用逗号或顿号分隔，每个不超过 20 字' },
  { name: 'bio', rows: 8, help: '段落之间空一行；最多 2000 字' },
  { name: 'education', rows: 4, maxLength: 1000, help: '每行一条，最多 10 条' },
  { name: 'honors', rows: 3, maxLength: 1000, help: '每行一条，最多 10 条' },
];

const WIDE: ReadonlySet<TextName> = new Set(['interests', 'bio', 'education', 'honors']);

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
  const update = useUpdateScholarProfile({ request: { silent: true } });
  const { form, text, submit, pending, serverError } = useContractForm({
    ...scholarInfoForm(Boolean(profile.avatar)),
    defaultValues: valuesOf(profile),
    failure: '保存失败，请重试',
    onSubmit: async (body) => {
      const answer = await update.mutateAsync({ data: body });
      if (!answer.data) throw answer;
      queryClient.setQueryData(getGetScholarProfileQueryKey(), answer);
      // The directory entry shows the profile too; a scholar without one (no `expertId`) has none to refresh.
      const { expertId } = answer.data;
      if (expertId !== undefined) void queryClient.invalidateQueries({ queryKey: getGetExpertQueryKey(expertId) });
      notify('success', '学者信息已保存');
    },
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="学者信息">
      <Stack gap="6" bg="bg" borderWidth="1px" rounded="xl" p={{ base: '4', md: '8' }}>
        <Controller
          control={form.control}
          name="avatar"
          render={({ field: avatar, fieldState }) => (
            <Box ref={(node: HTMLDivElement | null) => avatar.ref(node && { focus: () => node.querySelector('button')?.focus() })}>
              <ImageUpload label="头像照片" value={avatar.value} onChange={avatar.onChange} />
              {fieldState.error && (
                <Text role="alert" textStyle="sm" color="fg.error" mt="1">
                  {fieldState.error.message}
                </Text>
              )}
            </Box>
          )}
        />

        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="5">
          {FIELDS.map(({ name, help, rows, maxLength }) => {
            const props = text(name);
            return (
              <TextField
                key={name}
                {...props}
                {...(maxLength ? { maxLength } : {})}
                multiline={Boolean(rows)}
                rows={rows}
                helper={props.error ? undefined : help}
                root={WIDE.has(name) ? { gridColumn: { md: '1 / -1' } } : undefined}
              />
            );
          })}
        </Grid>

        <Text textStyle="sm" color="fg.muted">
          绑定手机：{profile.mobile ? maskMobile(profile.mobile) : '—'}（在个人中心修改）
        </Text>

        <FormError message={serverError} />
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={pending} loadingText="正在保存">
            保存
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

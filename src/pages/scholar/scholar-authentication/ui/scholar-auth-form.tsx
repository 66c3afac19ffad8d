import { Button, Card, Grid, HStack, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { FileUploadField } from '@/features/file-upload';
import { notify } from '@/shared/api';
import { getGetScholarAuthQueryKey, useSubmitScholarAuth } from '@/shared/api/generated/endpoints/scholar/scholar';
import type { ScholarAuth } from '@/shared/api/generated/model';
import { useContractForm } from '@/shared/lib/form';
import { FormError, TextField } from '@/shared/ui/form-field';
import { useLeaveGuard } from '@/shared/ui/leave-guard';
import { AUTH_LIMITS, MATERIAL_EXTENSIONS, initialAuthValues, scholarAuthForm } from '../lib/auth-form';

/**
 * The application (submitScholarAuth): checked before it is sent, the server's refusal shown
 * above the button with every input kept; success replaces the cached status with 审核中.
 */
export function ScholarAuthForm({ previous, onSubmitted }: { previous?: ScholarAuth; onSubmitted?: () => void }) {
  const queryClient = useQueryClient();
  const submitAuth = useSubmitScholarAuth({ request: { silent: true } });
  const { form, field, text, submit, pending, serverError, changed } = useContractForm({
    ...scholarAuthForm,
    defaultValues: initialAuthValues(previous),
    failure: '提交失败，请重试',
    onSubmit: async (body) => {
      const answer = await submitAuth.mutateAsync({ data: body });
      if (!answer.data) throw answer;
      queryClient.setQueryData(getGetScholarAuthQueryKey(), answer);
      notify('success', '学者认证已提交，请耐心等待审核');
      leaveGuard.release();
      onSubmitted?.();
    },
  });
  const leaveGuard = useLeaveGuard(changed);
  // A field's hint gives way to its problem.
  const helper = (name: 'realName' | 'title' | 'interests', help: string) => (field(name).error ? undefined : help);

  return (
    <Card.Root>
      <Card.Body>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="学者认证申请">
          <Stack gap="5">
            <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="5">
              <TextField {...text('realName')} helper={helper('realName', '与身份证一致')} />
              <TextField {...text('institution')} />
              <TextField {...text('title')} helper={helper('title', '如：教授、研究员、副教授')} />
              <TextField {...text('discipline')} />
              <TextField {...text('interests')} maxLength={200} helper={helper('interests', '选填，最多 8 个，用逗号或顿号分隔')} />
            </Grid>

            <FileUploadField
              control={form.control}
              name="materials"
              label="证明材料（工作证、职称证书等）"
              accept={MATERIAL_EXTENSIONS}
              maxCount={AUTH_LIMITS.materials}
            />

            <FormError message={serverError} />
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="brand" loading={pending} loadingText="正在提交">
                提交认证
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

import { Box, Button, Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { fetchUserInfoFx } from '@/entities/session';
import { FilePreview } from '@/features/file-download';
import { FileUploadField } from '@/features/file-upload';
import { notify } from '@/shared/api';
import { getGetRealNameAuthQueryKey, useSubmitRealNameAuth } from '@/shared/api/generated/endpoints/center/center';
import type { RealNameAuthResult, UploadedFile } from '@/shared/api/generated/model';
import { SubmitRealNameAuthBody } from '@/shared/api/generated/zod/center/center.zod';
import { useContractForm } from '@/shared/lib/form';
import { FormError, TextField } from '@/shared/ui/form-field';
import { useLeaveGuard } from '@/shared/ui/leave-guard';
import { AUTH_TEXT as T, PHOTO_EXTENSIONS } from '../config/texts';
import { idNumberProblem, normalizeIdNumber, realNameProblem } from '../lib/identity';

interface AuthFormValues {
  realName: string;
  idNumber: string;
  front: UploadedFile[];
  back: UploadedFile[];
}

const EMPTY: AuthFormValues = { realName: '', idNumber: '', front: [], back: [] };

/**
 * The application: name, ID number (format, birth date and check character verified here, as the
 * server does) and both sides of the ID card, uploaded at full size through the upload area so the
 * reviewer can read them. A refusal keeps everything; success shows the pending review.
 */
export function AuthForm({ onSubmitted }: { onSubmitted?: () => void }) {
  const queryClient = useQueryClient();
  const refreshUserInfo = useUnit(fetchUserInfoFx);
  const send = useSubmitRealNameAuth({ request: { silent: true } });
  const { text, form, submit, pending, serverError, changed } = useContractForm({
    schema: SubmitRealNameAuthBody,
    labels: { realName: T.realName, idNumber: T.idNumber, front: T.front, back: T.back },
    fieldOf: { frontFileId: 'front', backFileId: 'back' },
    defaultValues: EMPTY,
    toBody: (values) => ({
      realName: values.realName.trim(),
      idNumber: normalizeIdNumber(values.idNumber),
      frontFileId: values.front[0]?.id ?? '',
      backFileId: values.back[0]?.id ?? '',
    }),
    rules: (values) => ({
      realName: realNameProblem(values.realName),
      idNumber: idNumberProblem(values.idNumber),
      front: values.front[0] ? undefined : T.frontRequired,
      back: values.back[0] ? undefined : T.backRequired,
    }),
    failure: T.submitFailed,
    onSubmit: async (body) => {
      const answer = await send.mutateAsync({ data: body });
      notify('success', T.submitted);
      leaveGuard.release();
      onSubmitted?.();
      // The page turns into the pending review; the header's status follows the user info.
      queryClient.setQueryData<RealNameAuthResult>(getGetRealNameAuthQueryKey(), answer);
      refreshUserInfo().catch(() => undefined);
    },
  });
  const leaveGuard = useLeaveGuard(changed);
  const hasErrors = Object.keys(form.formState.errors).length > 0;

  const photo = (name: 'front' | 'back') => (
    <FileUploadField control={form.control} name={name} label={T[name]} accept={PHOTO_EXTENSIONS} maxCount={1}>
      {(files) =>
        files[0] && (
          <Box borderWidth="1px" rounded="md" p="2" bg="bg.subtle" maxW="xs">
            <FilePreview file={files[0]} height="160px" />
          </Box>
        )
      }
    </FileUploadField>
  );

  return (
    <Card.Root variant="outline">
      <Card.Body>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={T.title}>
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextField {...text('realName')} autoComplete="name" placeholder={T.realNamePlaceholder} />
              <TextField {...text('idNumber')} autoComplete="off" spellCheck={false} maxLength={18} placeholder={T.idNumberPlaceholder} />
            </SimpleGrid>

            <Text fontSize="sm" color="fg.muted">
              {T.photoHint}
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {photo('front')}
              {photo('back')}
            </SimpleGrid>

            <FormError message={serverError} />
            {hasErrors && !serverError && (
              <Text fontSize="sm" color="fg.error">
                {T.fixErrors}
              </Text>
            )}
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
              minW="40"
              loading={pending}
              loadingText={T.submitting}
            >
              {T.submit}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

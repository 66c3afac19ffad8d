import { Alert, Box, Button, Card, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { fetchUserInfoFx } from '@/entities/session';
import { FilePreview } from '@/features/file-download';
import { FileUpload } from '@/features/file-upload';
import { notify } from '@/shared/api';
import { getGetRealNameAuthQueryKey, useSubmitRealNameAuth } from '@/shared/api/generated/endpoints/center/center';
import type { RealNameAuthResult, UploadedFile } from '@/shared/api/generated/model';
import { failureMessage } from '@/shared/lib/error-message';
import { AUTH_TEXT as T, PHOTO_EXTENSIONS } from '../config/texts';
import { idNumberProblem, normalizeIdNumber, realNameProblem } from '../lib/identity';
import { useLeaveGuard } from '@/shared/ui/leave-guard';

type FormErrors = Partial<Record<'realName' | 'idNumber' | 'front' | 'back', string>>;

/**
 * The application: name, ID number (format, birth date and check character verified here, as the
 * server does) and both sides of the ID card, uploaded at full size through the upload area so the
 * reviewer can read them. A refusal keeps everything; success shows the pending review.
 */
export function AuthForm({ onSubmitted }: { onSubmitted?: () => void }) {
  const queryClient = useQueryClient();
  const refreshUserInfo = useUnit(fetchUserInfoFx);
  const submit = useSubmitRealNameAuth({ request: { silent: true } });
  const [realName, setRealName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [front, setFront] = useState<UploadedFile[]>([]);
  const [back, setBack] = useState<UploadedFile[]>([]);
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverError, setServerError] = useState<string>();
  const leaveGuard = useLeaveGuard(realName !== '' || idNumber !== '' || front.length > 0 || back.length > 0);
  const nameRef = useRef<HTMLInputElement>(null);
  const idRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    setServerError(undefined);
    const next: FormErrors = {
      realName: realNameProblem(realName),
      idNumber: idNumberProblem(idNumber),
      front: front[0] ? undefined : T.frontRequired,
      back: back[0] ? undefined : T.backRequired,
    };
    setErrors(next);
    if (next.realName) nameRef.current?.focus();
    else if (next.idNumber) idRef.current?.focus();
    if (Object.values(next).some(Boolean) || !front[0] || !back[0]) return;
    try {
      const answer = await submit.mutateAsync({
        data: { realName: realName.trim(), idNumber: normalizeIdNumber(idNumber), frontFileId: front[0].id, backFileId: back[0].id },
      });
      notify('success', T.submitted);
      leaveGuard.release();
      onSubmitted?.();
      // The page turns into the pending review; the header's status follows the user info.
      queryClient.setQueryData<RealNameAuthResult>(getGetRealNameAuthQueryKey(), answer);
      refreshUserInfo().catch(() => undefined);
    } catch (error) {
      setServerError(failureMessage(error, T.submitFailed));
    }
  }

  const photo = (
    label: string,
    files: UploadedFile[],
    setFiles: (next: UploadedFile[]) => void,
    error: string | undefined,
    field: 'front' | 'back',
  ) => (
    <Stack gap="2" minW="0">
      <FileUpload
        label={label}
        value={files}
        onChange={(next) => {
          setFiles(next);
          if (next.length > 0) setErrors((current) => ({ ...current, [field]: undefined }));
        }}
        accept={PHOTO_EXTENSIONS}
        maxCount={1}
      />
      {error && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
      {files[0] && (
        <Box borderWidth="1px" rounded="md" p="2" bg="bg.subtle" maxW="xs">
          <FilePreview file={files[0]} height="160px" />
        </Box>
      )}
    </Stack>
  );

  return (
    <Card.Root variant="outline">
      <Card.Body>
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={T.title}>
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <Field.Root required invalid={Boolean(errors.realName)}>
                <Field.Label>
                  {T.realName}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  ref={nameRef}
                  name="realName"
                  autoComplete="name"
                  maxLength={20}
                  placeholder={T.realNamePlaceholder}
                  value={realName}
                  onChange={(event) => {
                    setRealName(event.target.value);
                    setErrors((current) => ({ ...current, realName: undefined }));
                  }}
                />
                <Field.ErrorText>{errors.realName}</Field.ErrorText>
              </Field.Root>
              <Field.Root required invalid={Boolean(errors.idNumber)}>
                <Field.Label>
                  {T.idNumber}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  ref={idRef}
                  name="idNumber"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={18}
                  placeholder={T.idNumberPlaceholder}
                  value={idNumber}
                  onChange={(event) => {
                    setIdNumber(event.target.value);
                    setErrors((current) => ({ ...current, idNumber: undefined }));
                  }}
                />
                <Field.ErrorText>{errors.idNumber}</Field.ErrorText>
              </Field.Root>
            </SimpleGrid>

            <Text fontSize="sm" color="fg.muted">
              {T.photoHint}
            </Text>
            {/* Not inside Field.Root: Ark's file upload would take the field's ids and state. */}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {photo(T.front, front, setFront, errors.front, 'front')}
              {photo(T.back, back, setBack, errors.back, 'back')}
            </SimpleGrid>

            {serverError && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{serverError}</Alert.Title>
              </Alert.Root>
            )}
            {Object.values(errors).some(Boolean) && !serverError && (
              <Text fontSize="sm" color="fg.error">
                {T.fixErrors}
              </Text>
            )}
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
              minW="40"
              loading={submit.isPending}
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

import { Alert, Box, Button, Card, Field, Flex, Grid, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FormEvent } from 'react';
import { formatPrice } from '@/shared/lib/format';
import { FileUpload } from '@/features/file-upload';
import { getListMyRecordsQueryKey } from '@/shared/api/generated/endpoints/center/center';
import { useSubmitCheck } from '@/shared/api/generated/endpoints/check/check';
import type { CheckConfig, SubmitCheck, UploadedFile } from '@/shared/api/generated/model';
import { failureMessage } from '@/shared/lib/error-message';
import { APPLICANT_MAX, PATENT_CHECK_TEXT as T, PATENT_DOCUMENT_EXTENSIONS, PATENT_NAME_MAX } from '../config/texts';
import { validatePatentCheck } from '../lib/validate-patent-check';
import type { PatentCheckErrors } from '../lib/validate-patent-check';
import { CheckSuccess } from './check-success';
import { PatentCheckTypes } from './patent-check-types';
import { useLeaveGuard } from '@/shared/ui/leave-guard';

/**
 * The individual user's patent check (submitCheck with a patentCheck type): the type, the
 * application document, the patent's name and the applicant. A refusal keeps the input; success
 * shows the report code and verify code, and the record list below loads again.
 */
export function PatentCheckForm() {
  const queryClient = useQueryClient();
  const submit = useSubmitCheck({ request: { silent: true } });
  const [types, setTypes] = useState<CheckConfig[]>([]);
  const [typeId, setTypeId] = useState<number>();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [patentName, setPatentName] = useState('');
  const [applicant, setApplicant] = useState('');
  const [errors, setErrors] = useState<PatentCheckErrors>({});
  const [serverError, setServerError] = useState<string>();
  const [result, setResult] = useState<SubmitCheck>();
  useLeaveGuard(!result && (files.length > 0 || patentName.trim() !== '' || applicant.trim() !== ''));
  const nameRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const applicantRef = useRef<HTMLInputElement>(null);
  const typeErrorId = useId();
  const onLoaded = useCallback((loaded: CheckConfig[]) => setTypes(loaded), []);

  const chosenType = types.find((type) => type.id === typeId) ?? types[0];
  const price = typeof chosenType?.price === 'number' && Number.isFinite(chosenType.price) ? chosenType.price : undefined;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    setServerError(undefined);
    const next = validatePatentCheck({
      fileId: files[0]?.id,
      checkTypeId: chosenType?.id,
      patentName,
      applicant,
    });
    setErrors(next);
    if (next.patentName) nameRef.current?.focus();
    else if (next.applicant) applicantRef.current?.focus();
    if (Object.values(next).some(Boolean) || !chosenType || !files[0]) return;
    try {
      const answer = await submit.mutateAsync({
        data: {
          fileId: files[0].id,
          checkTypeId: chosenType.id,
          title: patentName.trim(),
          author: applicant.trim(),
        },
      });
      if (!answer.data) {
        setServerError(answer.msg || T.submitFailed);
        return;
      }
      setResult(answer.data);
      void queryClient.invalidateQueries({
        queryKey: [getListMyRecordsQueryKey()[0]],
      });
    } catch (error) {
      setServerError(failureMessage(error, T.submitFailed));
    }
  }

  function again() {
    // The result (and the focused button) gives way to an empty form: the focus goes to the form.
    flushSync(() => {
      setResult(undefined);
      setFiles([]);
      setPatentName('');
      setApplicant('');
      setErrors({});
    });
    formRef.current?.focus();
  }

  if (result) return <CheckSuccess result={result} onAgain={again} />;

  return (
    <form ref={formRef} tabIndex={-1} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={T.formTitle}>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 18rem' }} gap="6" alignItems="start">
        <Card.Root variant="outline" minW="0">
          <Card.Body gap="5">
            <PatentCheckTypes
              value={chosenType?.id}
              onChange={(type) => {
                setTypeId(type.id);
                setErrors((current) => ({ ...current, checkType: undefined }));
              }}
              onLoaded={onLoaded}
              error={errors.checkType}
              errorId={typeErrorId}
            />
            {/* Not inside Field.Root: Ark's file upload would take the field's ids and state. */}
            <Stack gap="1">
              <FileUpload
                label={T.document}
                value={files}
                onChange={(next) => {
                  setFiles(next);
                  if (next.length > 0) setErrors((current) => ({ ...current, file: undefined }));
                }}
                accept={PATENT_DOCUMENT_EXTENSIONS}
                maxCount={1}
              />
              {errors.file && (
                <Text role="alert" fontSize="sm" color="fg.error">
                  {errors.file}
                </Text>
              )}
            </Stack>
            <Field.Root required invalid={Boolean(errors.patentName)}>
              <Field.Label>
                {T.patentName}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                ref={nameRef}
                name="patentName"
                maxLength={PATENT_NAME_MAX}
                value={patentName}
                onChange={(event) => {
                  setPatentName(event.target.value);
                  setErrors((current) => ({
                    ...current,
                    patentName: undefined,
                  }));
                }}
              />
              <Field.ErrorText>{errors.patentName}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.applicant)}>
              <Field.Label>
                {T.applicant}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                ref={applicantRef}
                name="applicant"
                maxLength={APPLICANT_MAX}
                value={applicant}
                onChange={(event) => {
                  setApplicant(event.target.value);
                  setErrors((current) => ({
                    ...current,
                    applicant: undefined,
                  }));
                }}
              />
              <Field.ErrorText>{errors.applicant}</Field.ErrorText>
            </Field.Root>
          </Card.Body>
        </Card.Root>

        <Card.Root variant="subtle" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
          <Card.Body gap="3">
            <Card.Title as="h2" fontSize="md">
              {T.summary}
            </Card.Title>
            <Box as="dl" fontSize="sm">
              <Flex justify="space-between" gap="3" py="1">
                <Text as="dt" color="fg.muted">
                  {T.checkType}
                </Text>
                <Text as="dd" m="0" textAlign="right">
                  {chosenType?.name ?? '—'}
                </Text>
              </Flex>
              <Flex justify="space-between" gap="3" pt="2" mt="1" borderTopWidth="1px" align="baseline">
                <Text as="dt" fontWeight="semibold">
                  {T.payable}
                </Text>
                <Text as="dd" m="0" fontSize="xl" fontWeight="bold" color="price">
                  {chosenType ? formatPrice(price) : '—'}
                </Text>
              </Flex>
            </Box>
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
            <Button type="submit" colorPalette="brand" size="lg" width="full" loading={submit.isPending} loadingText={T.submitting}>
              {T.submit}
            </Button>
          </Card.Body>
        </Card.Root>
      </Grid>
    </form>
  );
}

import { Box, Button, Card, Grid, Group, Input, Stack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { $leftAmount } from '@/entities/session';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useFieldArray } from 'react-hook-form';
import { useSubmittableCheckTypes } from '@/entities/check-type';
import { formatPrice } from '@/shared/lib/format';
import type { AgentCheckSubmission, UploadedFile } from '@/shared/api/generated/model';
import { SubmitAgentChecksBody } from '@/shared/api/generated/zod/institution/institution.zod';
import { useContractForm } from '@/shared/lib/form';
import { FormField } from '@/shared/ui/form-field';
import { useLeaveGuard } from '@/shared/ui/leave-guard';
import { useSubmitDocuments } from '../api/use-submissions';
import { DOCUMENT_EXTENSIONS, LIMITS } from '../config/kinds';
import type { DocumentKind } from '../config/kinds';
import { SUBMISSION_TEXT as T } from '../config/texts';
import { documentRules, EMPTY_DOCUMENT_FORM, titleFromFileName } from '../lib/validate';
import type { DocumentFormValues, DocumentItem } from '../lib/validate';
import { CheckTypeField } from './check-type-field';
import { DocumentFields } from './document-fields';
import { DocumentResult } from './document-result';
import { FeeSummary } from './fee-summary';
import { SubmissionSuccess } from './submission-success';
import { FileUploadField } from '@/features/file-upload';

interface Submitted {
  submission: AgentCheckSubmission;
  fileNames: string[];
}

const nameOf = (file: UploadedFile): string => file.originalFilename || file.fileName;

/**
 * Documents for checking (submitAgentChecks): the check type, the documents (one, or up to 20
 * with their own upload progress), each document's title and author, and the fee. A refusal
 * keeps everything and says why; success lists each document's new record.
 */
export function DocumentCheckForm({ kind }: { kind: DocumentKind }) {
  const checkTypes = useSubmittableCheckTypes(kind.service);
  const leftAmount = useUnit($leftAmount);
  const send = useSubmitDocuments();
  const [result, setResult] = useState<Submitted>();
  const formRef = useRef<HTMLFormElement>(null);
  const batch = kind.maxFiles > 1;
  const chosenTypeOf = (values: DocumentFormValues) => checkTypes.types.find((type) => type.id === values.checkType) ?? checkTypes.types[0];
  const { text, form, submit, pending, serverError } = useContractForm({
    schema: SubmitAgentChecksBody,
    labels: { checkType: T.checkType, files: T.documents, 'items.title': T.paperTitle, 'items.author': T.author },
    fieldOf: { checkTypeId: 'checkType', items: 'files' },
    defaultValues: EMPTY_DOCUMENT_FORM,
    toBody: (values) => ({
      checkTypeId: chosenTypeOf(values)?.id ?? Number.NaN,
      items: values.items.map((item) => ({ fileId: item.fileId, title: item.title.trim(), author: item.author.trim() })),
    }),
    rules: (values) => documentRules(values, chosenTypeOf(values)?.id),
    failure: T.submitFailed,
    onSubmit: async (body, values) => {
      const answer = await send.mutateAsync({ data: body });
      if (!answer.data) throw answer;
      setResult({ submission: answer.data, fileNames: values.items.map((item) => item.fileName) });
    },
  });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const values = form.watch();
  // Leaving with documents uploaded or details typed, and not yet sent, asks first.
  useLeaveGuard(!result && (values.files.length > 0 || values.sharedAuthor !== ''));
  const chosenType = chosenTypeOf(values);

  /** The uploads changed: each document keeps what was typed for it; a new one's title is its file name. */
  function setFiles(files: UploadedFile[]) {
    const typed = new Map(form.getValues('items').map((item) => [item.fileId, item]));
    const next: DocumentItem[] = files.map(
      (file) => typed.get(file.id) ?? { fileId: file.id, fileName: nameOf(file), title: titleFromFileName(nameOf(file)), author: '' },
    );
    form.setValue('files', files, { shouldDirty: true });
    items.replace(next);
    if (files.length > 0) form.clearErrors('files');
  }

  function applySharedAuthor() {
    const author = form.getValues('sharedAuthor').trim();
    if (!author) return;
    items.fields.forEach((_, index) => form.setValue(`items.${index}.author`, author, { shouldValidate: form.formState.isSubmitted }));
  }

  function again() {
    // The result (and the focused button) gives way to an empty form (the chosen type stays): the focus goes to the form.
    flushSync(() => {
      setResult(undefined);
      form.reset({ ...EMPTY_DOCUMENT_FORM, checkType: values.checkType });
    });
    formRef.current?.focus();
  }

  if (result) {
    const { submission, fileNames } = result;
    return (
      <SubmissionSuccess
        summary={T.successDocuments(submission.records.length, formatPrice(submission.payAmount), formatPrice(submission.leftAmount))}
        recordPath={kind.recordPath}
        recordLabel={kind.recordLabel}
        onAgain={again}
      >
        <DocumentResult records={submission.records} fileNames={fileNames} />
      </SubmissionSuccess>
    );
  }

  return (
    <form ref={formRef} tabIndex={-1} onSubmit={(event) => void submit(event)} noValidate aria-label={kind.submitLabel}>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 18rem' }} gap="6" alignItems="start">
        <Stack gap="6" minW="0">
          <Card.Root variant="outline">
            <Card.Body>
              <CheckTypeField control={form.control} state={checkTypes} value={chosenType?.id} label={T.checkType} />
            </Card.Body>
          </Card.Root>

          <Card.Root variant="outline">
            <Card.Body gap="5">
              <FileUploadField
                control={form.control}
                name="files"
                label={batch ? T.documentsBatch(kind.maxFiles) : T.documents}
                onFilesChange={setFiles}
                accept={DOCUMENT_EXTENSIONS}
                maxCount={kind.maxFiles}
              />

              {items.fields.length > 0 && (
                <Stack gap="3">
                  <Box>
                    <Text as="h2" fontWeight="medium">
                      {T.documentDetails}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {T.documentDetailsHint}
                    </Text>
                  </Box>
                  {batch && items.fields.length > 1 && (
                    <FormField label={T.sharedAuthor} maxW="md">
                      <Group attached width="full">
                        <Input maxLength={LIMITS.author} placeholder={T.sharedAuthorPlaceholder} {...form.register('sharedAuthor')} />
                        <Button variant="outline" colorPalette="brand" onClick={applySharedAuthor}>
                          {T.applyAuthor}
                        </Button>
                      </Group>
                    </FormField>
                  )}
                  {items.fields.map((item, index) => (
                    <DocumentFields
                      key={item.id}
                      index={index}
                      fileName={item.fileName}
                      title={text(`items.${index}.title`)}
                      author={text(`items.${index}.author`)}
                    />
                  ))}
                </Stack>
              )}
            </Card.Body>
          </Card.Root>
        </Stack>

        <FeeSummary
          type={chosenType}
          quantity={items.fields.length}
          leftAmount={leftAmount}
          submitLabel={kind.submitLabel}
          submitting={pending}
          serverError={serverError}
          showFixErrors={Object.keys(form.formState.errors).length > 0}
        />
      </Grid>
    </form>
  );
}

import { Box, Button, Card, Grid, Group, Input, Stack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FormEvent } from 'react';
import { $leftAmount } from '@/entities/session';
import { useSubmittableCheckTypes } from '@/entities/check-type';
import { formatPrice } from '@/shared/lib/format';
import type { AgentCheckSubmission, UploadedFile } from '@/shared/api/generated/model';
import { failureMessage } from '@/shared/lib/error-message';
import { FormField } from '@/shared/ui/form-field';
import { useSubmitDocuments } from '../api/use-submissions';
import { DOCUMENT_EXTENSIONS, LIMITS } from '../config/kinds';
import type { DocumentKind } from '../config/kinds';
import { SUBMISSION_TEXT as T } from '../config/texts';
import { hasDocumentErrors, titleFromFileName, validateDocuments } from '../lib/validate';
import type { DocumentErrors, DocumentItem } from '../lib/validate';
import { CheckTypeField } from './check-type-field';
import { DocumentFields } from './document-fields';
import { DocumentResult } from './document-result';
import { FeeSummary } from './fee-summary';
import { SubmissionSuccess } from './submission-success';
import { UploadField } from './upload-field';
import { useLeaveGuard } from '@/shared/ui/leave-guard';

type Draft = Partial<Pick<DocumentItem, 'title' | 'author'>>;

interface Submitted {
  submission: AgentCheckSubmission;
  fileNames: string[];
}

const NO_ERRORS: DocumentErrors = { items: {} };
const nameOf = (file: UploadedFile): string => file.originalFilename || file.fileName;

/**
 * Documents for checking (submitAgentChecks): the check type, the documents (one, or up to 20
 * with their own upload progress), each document's title and author, and the fee. A refusal
 * keeps everything and says why; success lists each document's new record.
 */
export function DocumentCheckForm({ kind }: { kind: DocumentKind }) {
  const checkTypes = useSubmittableCheckTypes(kind.service);
  const leftAmount = useUnit($leftAmount);
  const submit = useSubmitDocuments();
  const [typeId, setTypeId] = useState<number>();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [sharedAuthor, setSharedAuthor] = useState('');
  const [errors, setErrors] = useState<DocumentErrors>(NO_ERRORS);
  const [serverError, setServerError] = useState<string>();
  const [result, setResult] = useState<Submitted>();
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const formRef = useRef<HTMLFormElement>(null);
  const typeErrorId = useId();
  const batch = kind.maxFiles > 1;
  // Leaving with documents uploaded or details typed, and not yet sent, asks first.
  useLeaveGuard(!result && (files.length > 0 || sharedAuthor !== '' || Object.keys(drafts).length > 0));

  const chosenType = checkTypes.types.find((type) => type.id === typeId) ?? checkTypes.types[0];
  // A document's title starts as its file name; what the user typed wins.
  const items: DocumentItem[] = files.map((file) => ({
    fileId: file.id,
    fileName: nameOf(file),
    title: drafts[file.id]?.title ?? titleFromFileName(nameOf(file)),
    author: drafts[file.id]?.author ?? '',
  }));

  function edit(fileId: string, patch: Draft) {
    setDrafts((current) => ({ ...current, [fileId]: { ...current[fileId], ...patch } }));
    setErrors((current) => {
      const itemErrors = current.items[fileId];
      if (!itemErrors) return current;
      const rest = { ...itemErrors };
      for (const key of Object.keys(patch) as Array<keyof Draft>) delete rest[key];
      return { ...current, items: { ...current.items, [fileId]: rest } };
    });
  }

  function applySharedAuthor() {
    const author = sharedAuthor.trim();
    if (!author) return;
    for (const file of files) edit(file.id, { author });
  }

  function focusFirstError(next: DocumentErrors) {
    for (const item of items) {
      const problems = next.items[item.fileId];
      const field = problems?.title ? 'title' : problems?.author ? 'author' : undefined;
      if (field) {
        inputs.current.get(`${item.fileId}:${field}`)?.focus();
        return;
      }
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    setServerError(undefined);
    const next = validateDocuments(chosenType?.id, items);
    setErrors(next);
    if (hasDocumentErrors(next) || !chosenType) {
      focusFirstError(next);
      return;
    }
    try {
      const answer = await submit.mutateAsync({
        data: {
          checkTypeId: chosenType.id,
          items: items.map((item) => ({ fileId: item.fileId, title: item.title.trim(), author: item.author.trim() })),
        },
      });
      if (answer.data) setResult({ submission: answer.data, fileNames: items.map((item) => item.fileName) });
      else setServerError(answer.msg || T.submitFailed);
    } catch (error) {
      setServerError(failureMessage(error, T.submitFailed));
    }
  }

  function again() {
    // The result (and the focused button) gives way to an empty form: the focus goes to the form.
    flushSync(() => {
      setResult(undefined);
      setFiles([]);
      setDrafts({});
      setSharedAuthor('');
      setErrors(NO_ERRORS);
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
    <form ref={formRef} tabIndex={-1} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={kind.submitLabel}>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 18rem' }} gap="6" alignItems="start">
        <Stack gap="6" minW="0">
          <Card.Root variant="outline">
            <Card.Body>
              <CheckTypeField
                state={checkTypes}
                value={chosenType?.id}
                onChange={(type) => {
                  setTypeId(type.id);
                  setErrors((current) => ({ ...current, checkType: undefined }));
                }}
                label={T.checkType}
                error={errors.checkType}
                errorId={typeErrorId}
              />
            </Card.Body>
          </Card.Root>

          <Card.Root variant="outline">
            <Card.Body gap="5">
              <UploadField
                label={batch ? T.documentsBatch(kind.maxFiles) : T.documents}
                value={files}
                onChange={(next) => {
                  setFiles(next);
                  if (next.length > 0) setErrors((current) => ({ ...current, documents: undefined }));
                }}
                accept={DOCUMENT_EXTENSIONS}
                maxCount={kind.maxFiles}
                error={errors.documents}
              />

              {items.length > 0 && (
                <Stack gap="3">
                  <Box>
                    <Text as="h2" fontWeight="medium">
                      {T.documentDetails}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {T.documentDetailsHint}
                    </Text>
                  </Box>
                  {batch && items.length > 1 && (
                    <FormField label={T.sharedAuthor} maxW="md">
                      <Group attached width="full">
                        <Input
                          name="sharedAuthor"
                          maxLength={LIMITS.author}
                          placeholder={T.sharedAuthorPlaceholder}
                          value={sharedAuthor}
                          onChange={(event) => setSharedAuthor(event.target.value)}
                        />
                        <Button variant="outline" colorPalette="brand" onClick={applySharedAuthor}>
                          {T.applyAuthor}
                        </Button>
                      </Group>
                    </FormField>
                  )}
                  {items.map((item, index) => (
                    <DocumentFields
                      key={item.fileId}
                      index={index}
                      item={item}
                      errors={errors.items[item.fileId]}
                      onChange={(patch) => edit(item.fileId, patch)}
                      inputRef={(field, element) => {
                        const key = `${item.fileId}:${field}`;
                        if (element) inputs.current.set(key, element);
                        else inputs.current.delete(key);
                      }}
                    />
                  ))}
                </Stack>
              )}
            </Card.Body>
          </Card.Root>
        </Stack>

        <FeeSummary
          type={chosenType}
          quantity={items.length}
          leftAmount={leftAmount}
          submitLabel={kind.submitLabel}
          submitting={submit.isPending}
          serverError={serverError}
          showFixErrors={hasDocumentErrors(errors)}
        />
      </Grid>
    </form>
  );
}

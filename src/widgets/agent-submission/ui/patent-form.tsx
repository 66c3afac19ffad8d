import { Card, Field, Grid, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FormEvent, RefObject } from 'react';
import { DictTag } from '@/entities/dict';
import { $leftAmount } from '@/entities/session';
import { useSubmittableCheckTypes } from '@/entities/check-type';
import { formatPrice } from '@/shared/lib/format';
import type { ServiceRecord, UploadedFile } from '@/shared/api/generated/model';
import { failureMessage } from '@/shared/lib/error-message';
import { normalizeMobile } from '@/shared/lib/form';
import { PATENT_NUMBER_RULES } from '@/shared/lib/patent-number';
import { useSubmitPatent } from '../api/use-submissions';
import { LIMITS, PATENT_EXTENSIONS } from '../config/kinds';
import type { PatentKind } from '../config/kinds';
import { SUBMISSION_TEXT as T } from '../config/texts';
import { validatePatent } from '../lib/validate';
import type { PatentErrors, PatentValues } from '../lib/validate';
import { CheckTypeField } from './check-type-field';
import { FeeSummary } from './fee-summary';
import { OptionalTextField } from './optional-text-field';
import { SubmissionSuccess } from './submission-success';
import { UploadField } from './upload-field';
import { useLeaveGuard } from '@/shared/ui/leave-guard';

type TextField = 'patentNo' | 'patentName' | 'owner' | 'contactName' | 'contactMobile' | 'remark';
type Texts = Record<TextField, string>;

const EMPTY: Texts = { patentNo: '', patentName: '', owner: '', contactName: '', contactMobile: '', remark: '' };
const FOCUS_ORDER: readonly TextField[] = ['patentNo', 'patentName', 'owner', 'contactName', 'contactMobile', 'remark'];

/**
 * A patent for evaluation or a patent document for checking (submitAgentPatent): the service
 * type, the patent number (SPEC §5 rules; required for an evaluation), name and owner, the
 * application document for a check, and an optional contact and remark. A refusal keeps the input.
 */
export function PatentForm({ kind }: { kind: PatentKind }) {
  const checkTypes = useSubmittableCheckTypes(kind.service);
  const leftAmount = useUnit($leftAmount);
  const submit = useSubmitPatent();
  const [typeId, setTypeId] = useState<number>();
  const [texts, setTexts] = useState<Texts>(EMPTY);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [errors, setErrors] = useState<PatentErrors>({});
  const [serverError, setServerError] = useState<string>();
  const [record, setRecord] = useState<ServiceRecord>();
  useLeaveGuard(!record && (files.length > 0 || Object.values(texts).some((text) => text.trim() !== '')));
  const typeErrorId = useId();
  const patentRulesId = useId();
  const patentNoRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const patentNameRef = useRef<HTMLInputElement>(null);
  const ownerRef = useRef<HTMLInputElement>(null);
  const contactNameRef = useRef<HTMLInputElement>(null);
  const contactMobileRef = useRef<HTMLInputElement>(null);
  const remarkRef = useRef<HTMLTextAreaElement>(null);

  const chosenType = checkTypes.types.find((type) => type.id === typeId) ?? checkTypes.types[0];

  function change(field: TextField, value: string) {
    setTexts((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    setServerError(undefined);
    const values: PatentValues = { ...texts, checkTypeId: chosenType?.id, fileId: files[0]?.id };
    const next = validatePatent(values, kind);
    setErrors(next);
    const firstText = FOCUS_ORDER.find((field) => next[field]);
    const refs: Record<TextField, RefObject<HTMLInputElement | HTMLTextAreaElement | null>> = {
      patentNo: patentNoRef,
      patentName: patentNameRef,
      owner: ownerRef,
      contactName: contactNameRef,
      contactMobile: contactMobileRef,
      remark: remarkRef,
    };
    if (firstText) refs[firstText].current?.focus();
    if (Object.keys(next).length > 0 || !chosenType) return;
    const optional = (value: string) => (value.trim() ? value.trim() : undefined);
    try {
      const answer = await submit.mutateAsync({
        data: {
          checkTypeId: chosenType.id,
          patentNo: optional(texts.patentNo),
          patentName: texts.patentName.trim(),
          owner: texts.owner.trim(),
          fileId: kind.fileRequired ? files[0]?.id : undefined,
          contactName: optional(texts.contactName),
          contactMobile: optional(normalizeMobile(texts.contactMobile)),
          remark: optional(texts.remark),
        },
      });
      if (answer.data) setRecord(answer.data);
      else setServerError(answer.msg || T.submitFailed);
    } catch (error) {
      setServerError(failureMessage(error, T.submitFailed));
    }
  }

  function again() {
    // The result (and the focused button) gives way to an empty form: the focus goes to the form.
    flushSync(() => {
      setRecord(undefined);
      setTexts(EMPTY);
      setFiles([]);
      setErrors({});
    });
    formRef.current?.focus();
  }

  if (record) {
    return (
      <SubmissionSuccess
        summary={T.successPatent(formatPrice(record.amount))}
        recordPath={kind.recordPath}
        recordLabel={kind.recordLabel}
        onAgain={again}
      >
        <Grid as="dl" templateColumns={{ base: '1fr', sm: 'auto 1fr' }} columnGap="6" rowGap="2" alignItems="baseline">
          <Text as="dt" color="fg.muted">
            {T.code}
          </Text>
          <Text as="dd" m="0" fontFamily="mono" fontSize="lg" fontWeight="semibold">
            {record.code}
          </Text>
          <Text as="dt" color="fg.muted">
            {T.patentName}
          </Text>
          <Text as="dd" m="0">
            {record.title}
          </Text>
          <Text as="dt" color="fg.muted">
            {T.status}
          </Text>
          <Text as="dd" m="0">
            <DictTag type={kind.service === 'patent' ? 'patent_status' : 'check_status'} value={record.status} />
          </Text>
        </Grid>
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
                label={T.patentType}
                error={errors.checkType}
                errorId={typeErrorId}
              />
            </Card.Body>
          </Card.Root>

          <Card.Root variant="outline">
            <Card.Body gap="5">
              {/* The document comes first where it is what is checked. */}
              {kind.fileRequired && (
                <UploadField
                  label={T.patentFile}
                  value={files}
                  onChange={(next) => {
                    setFiles(next);
                    if (next.length > 0) setErrors((current) => ({ ...current, file: undefined }));
                  }}
                  accept={PATENT_EXTENSIONS}
                  maxCount={1}
                  error={errors.file}
                />
              )}

              <Field.Root required={kind.patentNoRequired} invalid={Boolean(errors.patentNo)}>
                <Field.Label>
                  {T.patentNo}
                  {kind.patentNoRequired ? (
                    <Field.RequiredIndicator />
                  ) : (
                    <Text as="span" color="fg.muted" fontWeight="normal">
                      {T.optional}
                    </Text>
                  )}
                </Field.Label>
                <Input
                  ref={patentNoRef}
                  name="patentNo"
                  placeholder={T.patentNoPlaceholder}
                  autoComplete="off"
                  spellCheck={false}
                  aria-describedby={patentRulesId}
                  value={texts.patentNo}
                  // SPEC §5 wants capitals; typing them for the user is kinder than refusing.
                  onChange={(event) => change('patentNo', event.target.value.toUpperCase())}
                />
                <Field.ErrorText>{errors.patentNo}</Field.ErrorText>
                <Stack id={patentRulesId} gap="1" fontSize="xs" color="fg.muted">
                  {!kind.patentNoRequired && <Text>{T.patentNoOptional}</Text>}
                  {PATENT_NUMBER_RULES.map((rule) => (
                    <Text key={rule}>{rule}</Text>
                  ))}
                </Stack>
              </Field.Root>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <OptionalTextField
                  label={T.patentName}
                  name="patentName"
                  required
                  maxLength={LIMITS.patentName}
                  value={texts.patentName}
                  onChange={(value) => change('patentName', value)}
                  error={errors.patentName}
                  inputRef={patentNameRef}
                />
                <OptionalTextField
                  label={T.owner}
                  name="owner"
                  required
                  maxLength={LIMITS.owner}
                  value={texts.owner}
                  onChange={(value) => change('owner', value)}
                  error={errors.owner}
                  inputRef={ownerRef}
                />
              </SimpleGrid>

              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <OptionalTextField
                  label={T.contactName}
                  name="contactName"
                  maxLength={LIMITS.contactName}
                  value={texts.contactName}
                  onChange={(value) => change('contactName', value)}
                  error={errors.contactName}
                  inputRef={contactNameRef}
                />
                <OptionalTextField
                  label={T.contactMobile}
                  name="contactMobile"
                  type="tel"
                  maxLength={11}
                  value={texts.contactMobile}
                  onChange={(value) => change('contactMobile', value)}
                  error={errors.contactMobile}
                  inputRef={contactMobileRef}
                />
              </SimpleGrid>
              <Field.Root invalid={Boolean(errors.remark)}>
                <Field.Label>
                  {T.remark}
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    {T.optional}
                  </Text>
                </Field.Label>
                <Textarea
                  ref={remarkRef}
                  name="remark"
                  rows={3}
                  maxLength={LIMITS.remark}
                  value={texts.remark}
                  onChange={(event) => change('remark', event.target.value)}
                />
                <Field.ErrorText>{errors.remark}</Field.ErrorText>
              </Field.Root>
            </Card.Body>
          </Card.Root>
        </Stack>

        <FeeSummary
          type={chosenType}
          quantity={1}
          leftAmount={leftAmount}
          submitLabel={kind.submitLabel}
          submitting={submit.isPending}
          serverError={serverError}
          showFixErrors={Object.keys(errors).some((key) => Boolean(errors[key as keyof PatentErrors]))}
        />
      </Grid>
    </form>
  );
}

import { Card, Grid, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { $leftAmount } from '@/entities/session';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { DictTag } from '@/entities/dict';
import { useSubmittableCheckTypes } from '@/entities/check-type';
import { formatPrice } from '@/shared/lib/format';
import type { ServiceRecord } from '@/shared/api/generated/model';
import { SubmitAgentPatentBody } from '@/shared/api/generated/zod/institution/institution.zod';
import { normalizeMobile, useContractForm } from '@/shared/lib/form';
import { PATENT_NUMBER_RULES } from '@/shared/lib/patent-number';
import { TextField } from '@/shared/ui/form-field';
import { useLeaveGuard } from '@/shared/ui/leave-guard';
import { useSubmitPatent } from '../api/use-submissions';
import { PATENT_EXTENSIONS } from '../config/kinds';
import type { PatentKind } from '../config/kinds';
import { SUBMISSION_TEXT as T } from '../config/texts';
import { EMPTY_PATENT_FORM, validatePatent } from '../lib/validate';
import type { PatentFormValues } from '../lib/validate';
import { CheckTypeField } from './check-type-field';
import { FeeSummary } from './fee-summary';
import { OptionalLabel } from './optional-label';
import { SubmissionSuccess } from './submission-success';
import { FileUploadField } from '@/features/file-upload';

const optional = (value: string) => (value.trim() ? value.trim() : undefined);
const TEXTS = ['patentNo', 'patentName', 'owner', 'contactName', 'contactMobile', 'remark'] as const;

/**
 * A patent for evaluation or a patent document for checking (submitAgentPatent): the service
 * type, the patent number (SPEC §5 rules; required for an evaluation), name and owner, the
 * application document for a check, and an optional contact and remark. A refusal keeps the input.
 */
export function PatentForm({ kind }: { kind: PatentKind }) {
  const checkTypes = useSubmittableCheckTypes(kind.service);
  const leftAmount = useUnit($leftAmount);
  const send = useSubmitPatent();
  const [record, setRecord] = useState<ServiceRecord>();
  const formRef = useRef<HTMLFormElement>(null);
  const chosenTypeOf = (values: PatentFormValues) => checkTypes.types.find((type) => type.id === values.checkType) ?? checkTypes.types[0];
  const { text, form, submit, pending, serverError } = useContractForm({
    schema: SubmitAgentPatentBody,
    labels: {
      patentNo: T.patentNo,
      patentName: T.patentName,
      owner: T.owner,
      contactName: T.contactName,
      contactMobile: T.contactMobile,
      remark: T.remark,
    },
    fieldOf: { checkTypeId: 'checkType', fileId: 'file' },
    defaultValues: EMPTY_PATENT_FORM,
    toBody: (values) => ({
      checkTypeId: chosenTypeOf(values)?.id ?? Number.NaN,
      patentNo: optional(values.patentNo),
      patentName: values.patentName.trim(),
      owner: values.owner.trim(),
      fileId: kind.fileRequired ? values.file[0]?.id : undefined,
      contactName: optional(values.contactName),
      contactMobile: optional(normalizeMobile(values.contactMobile)),
      remark: optional(values.remark),
    }),
    // The forms' own wording (SPEC §5 for the number); the lengths are the contract's.
    rules: (values) => validatePatent({ ...values, checkTypeId: chosenTypeOf(values)?.id, fileId: values.file[0]?.id }, kind),
    failure: T.submitFailed,
    onSubmit: async (body) => {
      const answer = await send.mutateAsync({ data: body });
      if (!answer.data) throw answer;
      setRecord(answer.data);
    },
  });
  const values = form.watch();
  useLeaveGuard(!record && (values.file.length > 0 || TEXTS.some((name) => values[name].trim() !== '')));
  const chosenType = chosenTypeOf(values);
  const patentNo = text('patentNo');

  function again() {
    // The result (and the focused button) gives way to an empty form (the chosen type stays): the focus goes to the form.
    flushSync(() => {
      setRecord(undefined);
      form.reset({ ...EMPTY_PATENT_FORM, checkType: values.checkType });
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
    <form ref={formRef} tabIndex={-1} onSubmit={(event) => void submit(event)} noValidate aria-label={kind.submitLabel}>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 18rem' }} gap="6" alignItems="start">
        <Stack gap="6" minW="0">
          <Card.Root variant="outline">
            <Card.Body>
              <CheckTypeField control={form.control} state={checkTypes} value={chosenType?.id} label={T.patentType} />
            </Card.Body>
          </Card.Root>

          <Card.Root variant="outline">
            <Card.Body gap="5">
              {/* The document comes first where it is what is checked. */}
              {kind.fileRequired && (
                <FileUploadField control={form.control} name="file" label={T.patentFile} accept={PATENT_EXTENSIONS} maxCount={1} />
              )}

              <TextField
                {...patentNo}
                label={kind.patentNoRequired ? T.patentNo : <OptionalLabel label={T.patentNo} />}
                required={kind.patentNoRequired}
                placeholder={T.patentNoPlaceholder}
                autoComplete="off"
                spellCheck={false}
                // SPEC §5 wants capitals; typing them for the user is kinder than refusing.
                onChange={(event) => {
                  event.target.value = event.target.value.toUpperCase();
                  return patentNo.onChange(event);
                }}
                helper={
                  <Stack gap="1">
                    {!kind.patentNoRequired && <Text>{T.patentNoOptional}</Text>}
                    {PATENT_NUMBER_RULES.map((rule) => (
                      <Text key={rule}>{rule}</Text>
                    ))}
                  </Stack>
                }
              />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <TextField {...text('patentName')} />
                <TextField {...text('owner')} />
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <TextField {...text('contactName')} label={<OptionalLabel label={T.contactName} />} />
                <TextField {...text('contactMobile')} label={<OptionalLabel label={T.contactMobile} />} type="tel" maxLength={11} />
              </SimpleGrid>
              <TextField {...text('remark')} label={<OptionalLabel label={T.remark} />} multiline rows={3} />
            </Card.Body>
          </Card.Root>
        </Stack>

        <FeeSummary
          type={chosenType}
          quantity={1}
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

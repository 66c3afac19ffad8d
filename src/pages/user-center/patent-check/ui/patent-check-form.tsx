import { Card, Grid } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Controller } from 'react-hook-form';
import { FileUploadField } from '@/features/file-upload';
import { OrderSummary } from '@/shared/ui/order-summary';
import { getListMyRecordsQueryKey } from '@/shared/api/generated/endpoints/center/center';
import { useSubmitCheck } from '@/shared/api/generated/endpoints/check/check';
import type { CheckConfig, SubmitCheck } from '@/shared/api/generated/model';
import { useContractForm } from '@/shared/lib/form';
import { formatPrice } from '@/shared/lib/format';
import { TextField } from '@/shared/ui/form-field';
import { useLeaveGuard } from '@/shared/ui/leave-guard';
import { PATENT_CHECK_TEXT as T, PATENT_DOCUMENT_EXTENSIONS } from '../config/texts';
import { EMPTY_PATENT_CHECK, chosenTypeOf, patentCheckForm } from '../lib/validate-patent-check';
import { CheckSuccess } from './check-success';
import { PatentCheckTypes } from './patent-check-types';

/**
 * The individual user's patent check (submitCheck with a patentCheck type): the type, the
 * application document, the patent's name and the applicant. A refusal keeps the input; success
 * shows the report code and verify code, and the record list below loads again.
 */
export function PatentCheckForm() {
  const queryClient = useQueryClient();
  const send = useSubmitCheck({ request: { silent: true } });
  const [types, setTypes] = useState<CheckConfig[]>([]);
  const [result, setResult] = useState<SubmitCheck>();
  const { text, form, submit, pending, serverError } = useContractForm({
    ...patentCheckForm(types),
    defaultValues: EMPTY_PATENT_CHECK,
    failure: T.submitFailed,
    onSubmit: async (body) => {
      const answer = await send.mutateAsync({ data: body });
      if (!answer.data) throw answer;
      setResult(answer.data);
      void queryClient.invalidateQueries({ queryKey: [getListMyRecordsQueryKey()[0]] });
    },
  });
  const values = form.watch();
  useLeaveGuard(!result && (values.file.length > 0 || values.patentName.trim() !== '' || values.applicant.trim() !== ''));
  const formRef = useRef<HTMLFormElement>(null);
  const typeErrorId = useId();
  const onLoaded = useCallback((loaded: CheckConfig[]) => setTypes(loaded), []);
  const { errors } = form.formState;

  const chosenType = chosenTypeOf(types, values.checkType);
  const price = chosenType?.price;

  function again() {
    // The result (and the focused button) gives way to an empty form (the chosen type stays): the focus goes to the form.
    flushSync(() => {
      setResult(undefined);
      form.reset({ ...EMPTY_PATENT_CHECK, checkType: values.checkType });
    });
    formRef.current?.focus();
  }

  if (result) return <CheckSuccess result={result} onAgain={again} />;

  return (
    <form ref={formRef} tabIndex={-1} onSubmit={(event) => void submit(event)} noValidate aria-label={T.formTitle}>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 18rem' }} gap="6" alignItems="start">
        <Card.Root variant="outline" minW="0">
          <Card.Body gap="5">
            <Controller
              control={form.control}
              name="checkType"
              render={({ field: { onChange }, fieldState: { error } }) => (
                <PatentCheckTypes
                  value={chosenType?.id}
                  onChange={(type) => onChange(type.id)}
                  onLoaded={onLoaded}
                  error={error?.message}
                  errorId={typeErrorId}
                />
              )}
            />
            <FileUploadField control={form.control} name="file" label={T.document} accept={PATENT_DOCUMENT_EXTENSIONS} maxCount={1} />
            <TextField {...text('patentName')} />
            <TextField {...text('applicant')} />
          </Card.Body>
        </Card.Root>

        <OrderSummary
          rows={[[T.checkType, chosenType?.name ?? '—']]}
          total={[T.payable, chosenType ? formatPrice(price) : '—']}
          serverError={serverError}
          hasErrors={Object.keys(errors).length > 0}
          submitLabel={T.submit}
          pending={pending}
        />
      </Grid>
    </form>
  );
}

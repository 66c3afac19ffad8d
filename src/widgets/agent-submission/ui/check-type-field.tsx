import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { formatPrice } from '@/shared/lib/format';
import { CheckTypeRadio, CheckTypeRadioSkeleton } from '@/entities/check-type';
import type { SubmittableCheckTypes } from '@/entities/check-type';
import type { CheckConfig } from '@/shared/api/generated/model';
import { EmptyList } from '@/shared/ui/empty-list';
import { ErrorState } from '@/shared/ui/error-state';
import { SUBMISSION_TEXT as T } from '../config/texts';

interface CheckTypeFieldProps<Values extends FieldValues> {
  /** The submission form; the type's id is its `checkType` field. */
  control: Control<Values>;
  state: SubmittableCheckTypes;
  /** The type shown as chosen (the first offered until one is picked). */
  value: number | undefined;
  label: string;
}

const priceOf = (type: CheckConfig): string => formatPrice(type.price);

/** The institution's check types of the service: loading, failed (with retry), none, or the choice, as the form's `checkType`. */
export function CheckTypeField<Values extends FieldValues & { checkType: number | undefined }>({
  control,
  state,
  value,
  label,
}: CheckTypeFieldProps<Values>) {
  const errorId = useId();
  if (state.isPending) return <CheckTypeRadioSkeleton label={T.typesLoading} />;
  if (state.error) return <ErrorState title={T.typesError} message={state.error.message} onRetry={state.retry} />;
  if (state.types.length === 0) return <EmptyList title={T.typesEmpty} description={T.typesEmptyHint} />;
  return (
    <Controller
      control={control}
      name={'checkType' as Path<Values>}
      render={({ field: { onChange }, fieldState: { error } }) => (
        <CheckTypeRadio
          types={state.types}
          value={value}
          onChange={(type: CheckConfig) => onChange(type.id)}
          label={label}
          priceOf={priceOf}
          error={error?.message}
          errorId={errorId}
        />
      )}
    />
  );
}

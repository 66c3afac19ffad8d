import { formatPrice } from '@/shared/lib/format';
import { CheckTypeRadio } from '@/entities/check-type';
import type { SubmittableCheckTypes } from '@/entities/check-type';
import type { CheckConfig } from '@/shared/api/generated/model';
import { EmptyList } from '@/shared/ui/empty-list';
import { ErrorState } from '@/shared/ui/error-state';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { SUBMISSION_TEXT as T } from '../config/texts';

interface CheckTypeFieldProps {
  state: SubmittableCheckTypes;
  value: number | undefined;
  onChange: (type: CheckConfig) => void;
  label: string;
  error?: string;
  errorId: string;
}

const priceOf = (type: CheckConfig): string => formatPrice(type.price);

/** The institution's check types of the service: loading, failed (with retry), none, or the choice. */
export function CheckTypeField({ state, value, onChange, label, error, errorId }: CheckTypeFieldProps) {
  if (state.isPending) return <ListSkeleton count={2} label={T.typesLoading} />;
  if (state.error) return <ErrorState title={T.typesError} message={state.error.message} onRetry={state.retry} />;
  if (state.types.length === 0) return <EmptyList title={T.typesEmpty} description={T.typesEmptyHint} />;
  return (
    <CheckTypeRadio types={state.types} value={value} onChange={onChange} label={label} priceOf={priceOf} error={error} errorId={errorId} />
  );
}

import { useEffect } from 'react';
import { CheckTypeRadio, CheckTypeRadioSkeleton, useServiceCheckTypes } from '@/entities/check-type';
import { formatPrice } from '@/shared/lib/format';
import type { CheckConfig } from '@/shared/api/generated/model';
import { EmptyList } from '@/shared/ui/empty-list';
import { ErrorState } from '@/shared/ui/error-state';
import { PATENT_CHECK_TEXT as T } from '../config/texts';

interface PatentCheckTypesProps {
  value: number | undefined;
  onChange: (type: CheckConfig) => void;
  /** Reports the types once loaded, so the form can price the choice. */
  onLoaded: (types: CheckConfig[]) => void;
  error?: string;
  errorId: string;
}

const priceOf = (type: CheckConfig): string => formatPrice(type.price);

/** The patent check types (`getCheckConfig?type=patentCheck`) as a choice with their prices. */
export function PatentCheckTypes({ value, onChange, onLoaded, error, errorId }: PatentCheckTypesProps) {
  const query = useServiceCheckTypes('patentCheck', { silent: true });
  const data = query.data?.data;
  useEffect(() => {
    if (data) onLoaded(data);
  }, [data, onLoaded]);

  if (query.isPending) return <CheckTypeRadioSkeleton label={T.typesLoading} />;
  if (query.isError) return <ErrorState title={T.typesError} message={query.error.message} onRetry={() => void query.refetch()} />;
  const types = data ?? [];
  if (types.length === 0) return <EmptyList title={T.typesEmpty} description={T.typesEmptyHint} />;
  return (
    <CheckTypeRadio types={types} value={value} onChange={onChange} label={T.checkType} priceOf={priceOf} error={error} errorId={errorId} />
  );
}

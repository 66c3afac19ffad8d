import { Badge, HStack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { CheckTypeRadio, CheckTypeRadioSkeleton } from '@/entities/check-type';
import { discountedPrice, formatDiscount, useOfferedCheckTypes } from '@/features/check-ordering';
import { formatPrice } from '@/shared/lib/format';
import type { CheckConfig } from '@/shared/api/generated/model';
import { EmptyList } from '@/shared/ui/empty-list';
import { ErrorState } from '@/shared/ui/error-state';
import { CHECK_SUBMIT_TEXT as T } from '../config/texts';

interface CheckTypeChoiceProps {
  service: 'check' | 'aigc';
  /** The chosen type's id, if any. */
  value: number | undefined;
  onChange: (type: CheckConfig) => void;
  /** Reports the types once they are loaded, so the page can price the choice. */
  onTypesLoaded: (types: CheckConfig[]) => void;
  discount: number;
  /** A valid promotion code: the types it sells are offered. */
  promotionCode?: string;
  error?: string;
  errorId: string;
}

/** The check types of the chosen service as radio cards with their (discounted) prices. */
export function CheckTypeChoice({
  service,
  value,
  onChange,
  onTypesLoaded,
  discount,
  promotionCode,
  error,
  errorId,
}: CheckTypeChoiceProps) {
  const query = useOfferedCheckTypes(service, promotionCode);
  const types = query.data?.data;
  useEffect(() => {
    if (types) onTypesLoaded(types);
  }, [types, onTypesLoaded]);

  if (query.isPending) return <CheckTypeRadioSkeleton label="正在加载检测类型" />;
  if (query.isError) return <ErrorState title="检测类型加载失败" message={query.error.message} onRetry={() => void query.refetch()} />;
  const rows = types ?? [];
  if (rows.length === 0) return <EmptyList title="暂无可用的检测类型" description="请稍后再试，或切换其他检测服务" />;

  // The list price is struck through next to the discounted one while a promotion code applies.
  function renderPrice(type: CheckConfig) {
    const price = type.price;
    const hasPrice = price !== undefined;
    return (
      <HStack gap="2" align="baseline">
        {hasPrice && discount < 1 && (
          <Text as="s" fontSize="xs" color="fg.muted">
            {formatPrice(type.price)}
          </Text>
        )}
        <Text fontWeight="bold" color={discount < 1 && hasPrice ? 'price' : 'brand.fg'}>
          {price !== undefined ? formatPrice(discountedPrice(price, discount)) : formatPrice(undefined)}
          {hasPrice && type.unit ? ` / ${type.unit}` : ''}
        </Text>
        {hasPrice && discount < 1 && (
          <Badge colorPalette="red" size="sm">
            {formatDiscount(discount)}
          </Badge>
        )}
      </HStack>
    );
  }

  return (
    <CheckTypeRadio
      types={rows}
      value={value}
      onChange={onChange}
      label={T.checkType}
      renderPrice={renderPrice}
      error={error}
      errorId={errorId}
    />
  );
}

import { Badge, Box, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { discountedPrice, formatDiscount, formatPrice } from '@/features/check-ordering';
import { useGetCheckConfig } from '@/shared/api/generated/endpoints/check/check';
import type { CheckConfig } from '@/shared/api/generated/model';
import { EmptyList } from '@/shared/ui/empty-list';
import { ErrorState } from '@/shared/ui/error-state';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { CHECK_SUBMIT_TEXT as T } from '../config/texts';

interface CheckTypeChoiceProps {
  service: 'check' | 'aigc';
  /** The chosen type's id, if any. */
  value: number | undefined;
  onChange: (type: CheckConfig) => void;
  /** Reports the types once they are loaded, so the page can price the choice. */
  onTypesLoaded: (types: CheckConfig[]) => void;
  discount: number;
  error?: string;
  errorId: string;
}

/** The check types of the chosen service as radio cards with their (discounted) prices. */
export function CheckTypeChoice({ service, value, onChange, onTypesLoaded, discount, error, errorId }: CheckTypeChoiceProps) {
  const query = useGetCheckConfig({ type: service });
  const types = query.data?.data;
  useEffect(() => {
    if (types) onTypesLoaded(types.filter((type) => type && typeof type.name === 'string'));
  }, [types, onTypesLoaded]);

  if (query.isPending) return <ListSkeleton count={2} label="正在加载检测类型" />;
  if (query.isError) return <ErrorState title="检测类型加载失败" message={query.error.message} onRetry={() => void query.refetch()} />;
  const rows = (types ?? []).filter((type) => type && typeof type.name === 'string');
  if (rows.length === 0) return <EmptyList title="暂无可用的检测类型" description="请稍后再试，或切换其他检测服务" />;

  return (
    <RadioGroup.Root
      value={value === undefined ? null : String(value)}
      onValueChange={(details) => {
        const chosen = rows.find((type) => String(type.id) === details.value);
        if (chosen) onChange(chosen);
      }}
      colorPalette="brand"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <RadioGroup.Label fontWeight="medium" mb="2" display="block">
        {T.checkType}
      </RadioGroup.Label>
      <Stack gap="2">
        {rows.map((type) => {
          const checked = value === type.id;
          const hasPrice = typeof type.price === 'number' && Number.isFinite(type.price);
          return (
            <RadioGroup.Item
              key={type.id}
              value={String(type.id)}
              alignItems="flex-start"
              width="full"
              p="3"
              borderWidth={checked ? '2px' : '1px'}
              borderColor={checked ? 'brand.solid' : 'border'}
              rounded="l2"
              cursor="pointer"
              bg={checked ? 'brand.subtle' : 'bg'}
            >
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator mt="0.5" />
              <Box flex="1" minW="0">
                <HStack justify="space-between" align="baseline" gap="2" wrap="wrap">
                  <RadioGroup.ItemText fontWeight="semibold">{type.name}</RadioGroup.ItemText>
                  <HStack gap="2" align="baseline">
                    {hasPrice && discount < 1 && (
                      <Text as="s" fontSize="xs" color="fg.muted">
                        {formatPrice(type.price)}
                      </Text>
                    )}
                    <Text fontWeight="bold" color={discount < 1 && hasPrice ? 'red.600' : 'brand.fg'}>
                      {hasPrice ? formatPrice(discountedPrice(type.price as number, discount)) : formatPrice(undefined)}
                      {hasPrice && type.unit ? ` / ${type.unit}` : ''}
                    </Text>
                    {hasPrice && discount < 1 && (
                      <Badge colorPalette="red" size="sm">
                        {formatDiscount(discount)}
                      </Badge>
                    )}
                  </HStack>
                </HStack>
                {type.description && (
                  <Text fontSize="sm" color="fg.muted" mt="1">
                    {type.description}
                  </Text>
                )}
              </Box>
            </RadioGroup.Item>
          );
        })}
      </Stack>
      {error && (
        <Text id={errorId} role="alert" fontSize="sm" color="fg.error" mt="2">
          {error}
        </Text>
      )}
    </RadioGroup.Root>
  );
}

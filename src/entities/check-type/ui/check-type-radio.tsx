import { Box, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CheckConfig } from '@/shared/api/generated/model';

/**
 * How a type's price shows (the pages format prices through check-ordering): either the price
 * text, which gets the unit appended, or the whole price element, for a page that shows more
 * than one price (list price struck through, discount).
 */
type PriceDisplay =
  { priceOf: (type: CheckConfig) => string; renderPrice?: never } | { renderPrice: (type: CheckConfig) => ReactNode; priceOf?: never };

export type CheckTypeRadioProps = PriceDisplay & {
  types: readonly CheckConfig[];
  /** The chosen type's id, if any. */
  value: number | undefined;
  onChange: (type: CheckConfig) => void;
  label: string;
  error?: string;
  /** Id of the error text, so the group can point at it. */
  errorId: string;
};

/** The check types as radio cards: name, price per unit and description; one is chosen. */
export function CheckTypeRadio({ types, value, onChange, label, priceOf, renderPrice, error, errorId }: CheckTypeRadioProps) {
  return (
    <RadioGroup.Root
      value={value === undefined ? null : String(value)}
      onValueChange={(details) => {
        const chosen = types.find((type) => String(type.id) === details.value);
        if (chosen) onChange(chosen);
      }}
      colorPalette="brand"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <RadioGroup.Label fontWeight="medium" mb="2" display="block">
        {label}
      </RadioGroup.Label>
      <Stack gap="2">
        {types.map((type) => {
          const checked = value === type.id;
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
                  {renderPrice ? (
                    renderPrice(type)
                  ) : (
                    <Text fontWeight="bold" color="brand.fg">
                      {priceOf?.(type)}
                      {type.price !== undefined && type.unit ? ` / ${type.unit}` : ''}
                    </Text>
                  )}
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

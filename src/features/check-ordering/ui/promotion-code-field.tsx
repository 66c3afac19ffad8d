import { Box, Button, Field, HStack, Input, Spinner, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { CHECK_ORDERING_TEXT } from '../config/texts';
import { formatDiscount } from '../lib/format-discount';
import type { PromotionVerdict } from '../model/use-promotion-validation';

export interface PromotionCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The verdict of `usePromotionValidation(value, …)`. */
  verdict: PromotionVerdict;
  /** What the field says while it is empty (default: the code is optional and gives a discount). */
  emptyHint?: string;
  label?: string;
}

function VerdictLine({ verdict, emptyHint }: { verdict: PromotionVerdict; emptyHint: string }) {
  switch (verdict.status) {
    case 'empty':
      return <Text color="fg.muted">{emptyHint}</Text>;
    case 'checking':
      return (
        <HStack gap="2" color="fg.muted">
          <Spinner size="xs" aria-hidden />
          <Text>{CHECK_ORDERING_TEXT.promotionChecking}</Text>
        </HStack>
      );
    case 'valid':
      return (
        <Text color="fg.success" fontWeight="medium">
          ✓ {CHECK_ORDERING_TEXT.promotionValid(formatDiscount(verdict.discount), verdict.checkType?.name)}
        </Text>
      );
    case 'invalid':
      return <Text color="fg.error">✗ {verdict.reason}</Text>;
    case 'error':
      return (
        <HStack gap="2" wrap="wrap">
          <Text color="fg.error">{CHECK_ORDERING_TEXT.promotionError}</Text>
          <Button size="2xs" variant="outline" onClick={verdict.retry}>
            {CHECK_ORDERING_TEXT.promotionRetry}
          </Button>
        </HStack>
      );
  }
}

/**
 * The promotion code input with its verdict underneath, read out politely as it changes
 * (checking, valid with the discount and the check type, or why it is not valid).
 */
export function PromotionCodeField({
  value,
  onChange,
  verdict,
  emptyHint = CHECK_ORDERING_TEXT.promotionEmpty,
  label = CHECK_ORDERING_TEXT.promotionLabel,
}: PromotionCodeFieldProps) {
  const verdictId = useId();
  return (
    <Field.Root invalid={verdict.status === 'invalid'}>
      <Field.Label>{label}</Field.Label>
      <Input
        name="promotionCode"
        value={value}
        maxLength={32}
        autoComplete="off"
        spellCheck={false}
        placeholder={CHECK_ORDERING_TEXT.promotionPlaceholder}
        aria-describedby={verdictId}
        onChange={(event) => onChange(event.target.value)}
      />
      <Box id={verdictId} aria-live="polite" fontSize="sm" minH="6">
        <VerdictLine verdict={verdict} emptyHint={emptyHint} />
      </Box>
    </Field.Root>
  );
}

import { Text } from '@chakra-ui/react';
import { OrderSummary } from '@/shared/ui/order-summary';
import { formatPrice } from '@/shared/lib/format';
import { safeNonNegative, safeNumber } from '@/shared/lib/safe-number';
import type { CheckConfig } from '@/shared/api/generated/model';
import { SUBMISSION_TEXT as T } from '../config/texts';

interface FeeSummaryProps {
  type: CheckConfig | undefined;
  quantity: number;
  /** The account's remaining amount from the session; null when unknown. */
  leftAmount: number | null;
  submitLabel: string;
  submitting: boolean;
  serverError: string | undefined;
  showFixErrors: boolean;
}

/**
 * What the submission costs, taken from the remaining amount, and the submit button. The server
 * decides whether the amount suffices (the session's figure may be old), so a shortfall only warns.
 */
export function FeeSummary({ type, quantity, leftAmount, submitLabel, submitting, serverError, showFixErrors }: FeeSummaryProps) {
  // Price and remaining amount come from answers: a price that is negative or huge is no price
  // (面议), a remaining amount that is not finite or huge is unknown (—).
  const price = safeNonNegative(type?.price) ?? undefined;
  const total = price === undefined ? undefined : (safeNonNegative(Math.round(price * quantity * 100) / 100) ?? undefined);
  const left = safeNumber(leftAmount);
  const short = total !== undefined && left !== null && total > left;
  return (
    <OrderSummary
      rows={[
        [T.unitPrice, type ? formatPrice(price) : '—'],
        [T.quantity, String(quantity)],
        [T.leftAmount, left === null ? '—' : formatPrice(left)],
      ]}
      total={[T.total, type && quantity > 0 ? formatPrice(total) : '—']}
      serverError={serverError}
      hasErrors={showFixErrors}
      submitLabel={submitLabel}
      pending={submitting}
    >
      {short && (
        <Text fontSize="sm" color="fg.warning">
          {T.short(formatPrice(total), formatPrice(leftAmount))}
        </Text>
      )}
    </OrderSummary>
  );
}

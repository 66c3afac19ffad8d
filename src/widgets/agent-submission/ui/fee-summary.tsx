import { Text } from '@chakra-ui/react';
import { OrderSummary } from '@/shared/ui/order-summary';
import { formatPrice } from '@/shared/lib/format';
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
  // The contract gives CheckConfig.price no lower bound: a negative one is no price (面议).
  const price = type?.price !== undefined && type.price >= 0 ? type.price : undefined;
  const total = price === undefined ? undefined : Math.round(price * quantity * 100) / 100;
  const left = leftAmount;
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

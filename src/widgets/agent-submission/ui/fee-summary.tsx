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
  const price = typeof type?.price === 'number' && Number.isFinite(type.price) ? type.price : undefined;
  const total = price === undefined ? undefined : Math.round(price * quantity * 100) / 100;
  const short = total !== undefined && leftAmount !== null && total > leftAmount;
  return (
    <OrderSummary
      rows={[
        [T.unitPrice, type ? formatPrice(price) : '—'],
        [T.quantity, String(quantity)],
        [T.leftAmount, leftAmount === null ? '—' : formatPrice(leftAmount)],
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

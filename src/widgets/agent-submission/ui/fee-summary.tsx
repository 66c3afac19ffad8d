import { Alert, Box, Button, Card, Flex, Text } from '@chakra-ui/react';
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
  const rows: Array<[string, string]> = [
    [T.unitPrice, type ? formatPrice(price) : '—'],
    [T.quantity, String(quantity)],
    [T.leftAmount, leftAmount === null ? '—' : formatPrice(leftAmount)],
  ];
  return (
    <Card.Root variant="subtle" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
      <Card.Body gap="3">
        <Card.Title as="h2" fontSize="md">
          {T.summary}
        </Card.Title>
        <Box as="dl" fontSize="sm">
          {rows.map(([term, value]) => (
            <Flex key={term} justify="space-between" gap="3" py="1">
              <Text as="dt" color="fg.muted">
                {term}
              </Text>
              <Text as="dd" m="0" textAlign="right">
                {value}
              </Text>
            </Flex>
          ))}
          <Flex justify="space-between" gap="3" pt="2" mt="1" borderTopWidth="1px" align="baseline">
            <Text as="dt" fontWeight="semibold">
              {T.total}
            </Text>
            <Text as="dd" m="0" fontSize="xl" fontWeight="bold" color="price">
              {type && quantity > 0 ? formatPrice(total) : '—'}
            </Text>
          </Flex>
        </Box>
        {short && (
          <Text fontSize="sm" color="fg.warning">
            {T.short(formatPrice(total), formatPrice(leftAmount))}
          </Text>
        )}
        {serverError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        {showFixErrors && !serverError && (
          <Text fontSize="sm" color="fg.error">
            {T.fixErrors}
          </Text>
        )}
        <Button type="submit" colorPalette="brand" size="lg" width="full" loading={submitting} loadingText={T.submitting}>
          {submitLabel}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

import { Box, Button, Card, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormError } from '@/shared/ui/form-field';

interface OrderSummaryProps {
  /** What is bought, line by line: term and value. */
  rows: ReadonlyArray<readonly [term: string, value: ReactNode]>;
  /** The amount to pay, under a rule and larger. */
  total: readonly [term: string, value: ReactNode];
  /** Notes under the amounts (a shortfall of the balance). */
  children?: ReactNode;
  /** The server's refusal of the form. */
  serverError?: string;
  /** The form has problems: says so next to the button, which may be far from them. */
  hasErrors: boolean;
  submitLabel: string;
  pending: boolean;
}

/**
 * The side card of an order form (费用明细): the amounts as a description list, the server's
 * refusal or a reminder of the form's problems, and the submit button.
 */
export function OrderSummary({ rows, total, children, serverError, hasErrors, submitLabel, pending }: OrderSummaryProps) {
  return (
    <Card.Root variant="subtle" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
      <Card.Body gap="3">
        <Card.Title as="h2" fontSize="md">
          费用明细
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
              {total[0]}
            </Text>
            <Text as="dd" m="0" fontSize="xl" fontWeight="bold" color="price">
              {total[1]}
            </Text>
          </Flex>
        </Box>
        {children}
        <FormError message={serverError} />
        {hasErrors && !serverError && (
          <Text fontSize="sm" color="fg.error">
            请先修正表单中的问题
          </Text>
        )}
        <Button type="submit" colorPalette="brand" size="lg" width="full" loading={pending} loadingText="正在提交…">
          {submitLabel}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

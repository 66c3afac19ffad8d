import { Box, Card, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { Order } from '@/shared/api/generated/model';
import { ORDER_PAYMENT_TEXT as T, PAY_TYPE_LABELS } from '../config/texts';
import { formatYuan } from '../lib/format-yuan';

/** The paid order: what was bought, for how much, how and when, and where to go next. */
export function PaymentSuccess({ order, actions }: { order: Order; actions?: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const rows: Array<[string, string]> = [
    [T.orderId, order.id || '—'],
    [T.subject, order.subject || '—'],
    [T.paidAmount, formatYuan(order.payAmount)],
    ...(order.payType && PAY_TYPE_LABELS[order.payType] ? ([[T.paidBy, PAY_TYPE_LABELS[order.payType]]] as Array<[string, string]>) : []),
    ...(order.payTime ? ([[T.paidAt, order.payTime]] as Array<[string, string]>) : []),
  ];
  return (
    <Card.Root variant="outline" borderColor="green.300">
      <Card.Body gap="4">
        <Box role="status">
          <Heading as="h2" size="lg" color="fg.success" ref={headingRef} tabIndex={-1} outline="none">
            ✓ {T.paidTitle}
          </Heading>
        </Box>
        <Grid as="dl" templateColumns={{ base: '1fr', sm: 'auto 1fr' }} columnGap="6" rowGap="1">
          {rows.map(([term, value]) => (
            <Box key={term} display="contents">
              <Text as="dt" color="fg.muted">
                {term}
              </Text>
              <Text as="dd" m="0" mb={{ base: '2', sm: '0' }} fontWeight={term === T.paidAmount ? 'bold' : undefined} wordBreak="break-all">
                {value}
              </Text>
            </Box>
          ))}
        </Grid>
        {actions && (
          <Flex gap="3" wrap="wrap">
            {actions}
          </Flex>
        )}
      </Card.Body>
    </Card.Root>
  );
}

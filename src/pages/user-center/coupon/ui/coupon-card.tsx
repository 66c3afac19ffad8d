import { Badge, Box, Card, Flex, Stack, Text } from '@chakra-ui/react';
import type { Coupon } from '@/shared/api/generated/model';
import { DASH } from '@/shared/lib/format';
import { ButtonLink } from '@/shared/ui/button-link';

const AMOUNT = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });
const STATUS_LABEL = { available: '可使用', used: '已使用', expired: '已过期' } as const;

/**
 * One coupon as a ticket: the amount off, the threshold, the validity, and for a usable one the way
 * to use it. Only id and name are required by the contract: an absent amount is 「—」, an absent
 * threshold, status or validity is left out.
 */
export function CouponCard({ coupon }: { coupon: Coupon }) {
  const usable = coupon.status === 'available';
  const { amount, threshold } = coupon;
  const day = (time: string | undefined) => time?.slice(0, 10) || DASH;
  return (
    <Card.Root variant="outline" overflow="hidden" opacity={usable ? 1 : 0.7} flexDirection="row" height="full">
      <Stack
        justify="center"
        align="center"
        gap="0"
        px={{ base: '2', sm: '4' }}
        minW={{ base: '24', sm: '28' }}
        bg={usable ? 'red.50' : 'bg.muted'}
        color={usable ? 'price' : 'fg.muted'}
        borderRightWidth="1px"
        borderRightStyle="dashed"
      >
        <Text fontSize="3xl" fontWeight="bold" lineHeight="1.1">
          {amount === undefined ? (
            DASH
          ) : (
            <>
              <Text as="span" fontSize="md">
                ¥
              </Text>
              {AMOUNT.format(amount)}
            </>
          )}
        </Text>
        {threshold !== undefined && <Text fontSize="xs">{threshold > 0 ? `满 ${AMOUNT.format(threshold)} 元可用` : '无门槛'}</Text>}
      </Stack>
      <Card.Body gap="1" py="3" minW="0">
        <Flex justify="space-between" align="flex-start" gap="2">
          <Card.Title as="h3" fontSize="md" truncate>
            {coupon.name}
          </Card.Title>
          {coupon.status && (
            <Badge colorPalette={usable ? 'green' : 'gray'} flexShrink={0}>
              {STATUS_LABEL[coupon.status]}
            </Badge>
          )}
        </Flex>
        {coupon.description && (
          <Text fontSize="sm" color="fg.muted">
            {coupon.description}
          </Text>
        )}
        {(coupon.beginTime || coupon.endTime) && (
          <Text fontSize="xs" color="fg.muted">
            有效期 {day(coupon.beginTime)} 至 {day(coupon.endTime)}
          </Text>
        )}
        {usable && (
          <Box mt="1">
            <ButtonLink size="xs" colorPalette="red" variant="outline" to="/buyResource">
              去使用
            </ButtonLink>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}

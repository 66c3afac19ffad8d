import { Box, HStack, RadioGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { useListMyCoupons } from '@/shared/api/generated/endpoints/resource/resource';
import { ErrorState } from '@/shared/ui/error-state';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { ORDER_PAYMENT_TEXT as T } from '../config/texts';
import { couponApplies, sortCoupons } from '../lib/coupon-eligibility';
import { datePart, formatAmount, formatYuan } from '../lib/format-yuan';
import { CHOICE_LIST_PAGE_SIZE } from '@/shared/config';

const NONE = 'none';

interface CouponChoiceProps {
  /** The order amount before the coupon: it decides which thresholds are reached. */
  amount: number;
  /** The coupon the order carries now. */
  couponId: number | undefined;
  onChange: (couponId: number | undefined) => void;
  busy: boolean;
}

/** The user's available coupons for this order, one radio each, plus "no coupon". */
export function CouponChoice({ amount, couponId, onChange, busy }: CouponChoiceProps) {
  const query = useListMyCoupons({ status: 'available', page: 1, pageSize: CHOICE_LIST_PAGE_SIZE });
  const label = (
    <RadioGroup.Label fontWeight="semibold" mb="2" display="block">
      {T.coupons}
    </RadioGroup.Label>
  );
  if (query.isPending) {
    return (
      <Box>
        <Text fontWeight="semibold" mb="2">
          {T.coupons}
        </Text>
        <ListSkeleton count={2} label={T.couponsLoading} />
      </Box>
    );
  }
  if (query.isError) {
    return <ErrorState title={T.couponsFailed} message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const coupons = sortCoupons(
    // A coupon that does not say what it takes off cannot be offered.
    (query.data?.data?.rows ?? []).filter((coupon) => coupon.amount !== undefined),
    amount,
  );
  const value = couponId === undefined ? NONE : coupons.some((coupon) => coupon.id === couponId) ? String(couponId) : null;

  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => {
        // Not disabled while busy: a disabled radio drops the keyboard focus to <body>, so the
        // group stays enabled and a change made before the last one is answered is ignored.
        if (!details.value || busy) return;
        onChange(details.value === NONE ? undefined : Number(details.value));
      }}
      aria-busy={busy}
      colorPalette="brand"
    >
      {label}
      <Stack gap="2">
        <RadioGroup.Item
          value={NONE}
          p="3"
          borderWidth={value === NONE ? '2px' : '1px'}
          borderColor={value === NONE ? 'brand.solid' : 'border'}
          rounded="l2"
          width="full"
          cursor="pointer"
        >
          <RadioGroup.ItemHiddenInput />
          <RadioGroup.ItemIndicator />
          <RadioGroup.ItemText>{T.noCoupon}</RadioGroup.ItemText>
        </RadioGroup.Item>
        {coupons.map((coupon) => {
          const usable = couponApplies(coupon, amount);
          const until = datePart(coupon.endTime);
          const threshold = formatAmount(coupon.threshold);
          return (
            <RadioGroup.Item
              key={coupon.id}
              value={String(coupon.id)}
              disabled={!usable}
              alignItems="flex-start"
              p="3"
              borderWidth={value === String(coupon.id) ? '2px' : '1px'}
              borderColor={value === String(coupon.id) ? 'brand.solid' : 'border'}
              rounded="l2"
              width="full"
              cursor={usable ? 'pointer' : 'not-allowed'}
              opacity={usable ? 1 : 0.75}
            >
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator mt="0.5" />
              <Box flex="1" minW="0">
                <HStack justify="space-between" gap="2" wrap="wrap">
                  <RadioGroup.ItemText fontWeight="medium">{coupon.name || T.coupons}</RadioGroup.ItemText>
                  <Text fontWeight="bold" color={usable ? 'price' : 'fg.muted'}>
                    -{formatYuan(coupon.amount)}
                  </Text>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {T.couponRule(threshold, formatAmount(coupon.amount))}
                  {until ? `，${T.couponValidUntil(until)}` : ''}
                </Text>
                {!usable && (
                  <Text fontSize="sm" color="fg.warning">
                    {T.couponBelowThreshold(threshold)}
                  </Text>
                )}
              </Box>
            </RadioGroup.Item>
          );
        })}
        {coupons.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {T.couponsEmpty}
          </Text>
        )}
      </Stack>
      {busy && (
        <HStack gap="2" mt="2" color="fg.muted" fontSize="sm" role="status">
          <Spinner size="xs" aria-hidden />
          <Text>{T.recalculating}</Text>
        </HStack>
      )}
    </RadioGroup.Root>
  );
}

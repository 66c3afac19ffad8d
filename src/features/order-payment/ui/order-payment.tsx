import { Alert, Box, Button, Card, Flex, Grid, Separator, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { $leftAmount, fetchUserInfoFx } from '@/entities/session';
import { readableMsg } from '@/shared/api';
import {
  getGetResourceOrderQueryKey,
  getListMyCouponsQueryKey,
  getListPrivateResourcesQueryKey,
  useCreateResourceOrder,
  useGetResourceOrder,
  usePayResourceOrder,
} from '@/shared/api/generated/endpoints/resource/resource';
import type { Order, OrderResponse, PayType } from '@/shared/api/generated/model';
import { getNewsAppBridge, isInNewsApp } from '@/shared/lib/bridge';
import { failureMessage } from '@/shared/lib/error-message';
import { EmptyList } from '@/shared/ui/empty-list';
import { ErrorState } from '@/shared/ui/error-state';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { ORDER_PAYMENT_TEXT as T } from '../config/texts';
import { formatYuan } from '../lib/format-yuan';
import { CouponChoice } from './coupon-choice';
import { PayTypeChoice } from './pay-type-choice';
import { PaymentSuccess } from './payment-success';

export interface OrderPaymentProps {
  orderId: string;
  /**
   * Choosing another coupon creates a new order (the contract has no update call): the page
   * puts the new order's id where it keeps the current one (the URL).
   */
  onOrderReplaced: (orderId: string) => void;
  /** Where to go once the order is paid (e.g. the private resources or the work). */
  paidActions?: ReactNode;
  /** A way back when the order cannot be paid (closed or not found), e.g. 重新下单. */
  fallbackAction?: ReactNode;
}

function Line({ term, children, strong }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap="4" py="1" align="baseline">
      <Text as="dt" color={strong ? undefined : 'fg.muted'} fontWeight={strong ? 'semibold' : undefined} flexShrink={0}>
        {term}
      </Text>
      <Box as="dd" m="0" textAlign="right" minW="0" wordBreak="break-all">
        {children}
      </Box>
    </Flex>
  );
}

/**
 * Paying an order of a resource package or a work's full text (SPEC §2 /payResource,
 * /workPay/{id}): the order, the user's available coupons (thresholds checked; choosing one
 * re-creates the order with `couponId`, whose answer carries the discounted `payAmount`), the pay
 * type and '确认支付' (`payResourceOrder`). Inside the news app the app pays instead
 * (`getNewsAppBridge().pay(order)`), and '我已完成支付' reads the order again.
 */
export function OrderPayment({ orderId, onOrderReplaced, paidActions, fallbackAction }: OrderPaymentProps) {
  const queryClient = useQueryClient();
  const balance = useUnit($leftAmount);
  const refreshUserInfo = useUnit(fetchUserInfoFx);
  const orderQuery = useGetResourceOrder(orderId, {
    query: { enabled: orderId !== '' },
  });
  const recreate = useCreateResourceOrder({ request: { silent: true } });
  const pay = usePayResourceOrder({ request: { silent: true } });
  const [payType, setPayType] = useState<PayType>('wechat');
  const [problem, setProblem] = useState<string>();
  const [appPay, setAppPay] = useState<'idle' | 'started' | 'pending'>('idle');
  const [checking, setChecking] = useState(false);

  if (orderQuery.isPending) return <ListSkeleton count={3} label={T.loading} />;
  if (orderQuery.isError) {
    return (
      <Stack gap="4" align="center">
        <ErrorState title={T.loadFailed} message={orderQuery.error.message} onRetry={() => void orderQuery.refetch()} />
        {fallbackAction}
      </Stack>
    );
  }
  const order = orderQuery.data?.data;
  if (!order)
    return <ErrorState title={T.loadFailed} message={readableMsg(orderQuery.data?.msg)} onRetry={() => void orderQuery.refetch()} />;
  if (order.status === 'paid') return <PaymentSuccess order={order} actions={paidActions} />;
  if (order.status === 'closed') return <EmptyList title={T.closed} description={T.closedHint} action={fallbackAction} />;

  const amount = order.amount ?? 0;
  const payAmount = order.payAmount;
  // The contract lets a backend leave the discount out: then it is not known, not 0.
  const discount = order.discountAmount;
  const busy = recreate.isPending || pay.isPending;

  async function chooseCoupon(couponId: number | undefined) {
    if (!order || couponId === order.couponId) return;
    setProblem(undefined);
    setAppPay('idle');
    try {
      const answer = await recreate.mutateAsync({
        data: {
          ...(order.packageId !== undefined ? { packageId: order.packageId } : {}),
          ...(order.workId !== undefined ? { workId: order.workId } : {}),
          ...(couponId !== undefined ? { couponId } : {}),
        },
      });
      const next = answer.data;
      if (!next?.id) {
        setProblem(readableMsg(answer.msg) ?? T.couponFailed);
        return;
      }
      queryClient.setQueryData<OrderResponse>(getGetResourceOrderQueryKey(next.id), answer);
      onOrderReplaced(next.id);
    } catch (error) {
      setProblem(failureMessage(error, T.couponFailed));
    }
  }

  function settle(paid: Order) {
    queryClient.setQueryData<OrderResponse>(getGetResourceOrderQueryKey(paid.id), { code: 200, msg: '', data: paid });
    // What the purchase unlocks and uses up: the private resources and the coupon.
    void queryClient.invalidateQueries({
      queryKey: getListPrivateResourcesQueryKey(),
    });
    void queryClient.invalidateQueries({
      queryKey: getListMyCouponsQueryKey(),
    });
  }

  async function confirm() {
    if (!order) return;
    setProblem(undefined);
    if (isInNewsApp()) {
      const bridge = getNewsAppBridge();
      if (!bridge) {
        setProblem(T.appBridgeMissing);
        return;
      }
      bridge.pay({ ...order, payType });
      setAppPay('started');
      return;
    }
    try {
      const answer = await pay.mutateAsync({
        orderId: order.id,
        data: { payType },
      });
      const paid = answer.data;
      if (!paid) {
        setProblem(readableMsg(answer.msg) ?? T.payFailed);
        return;
      }
      settle(paid);
      // The balance went down on the server: read the user's info again for the header.
      if (payType === 'balance') void refreshUserInfo().catch(() => undefined);
    } catch (error) {
      setProblem(failureMessage(error, T.payFailed));
    }
  }

  async function checkAppPayment() {
    setChecking(true);
    try {
      const result = await orderQuery.refetch();
      const latest = result.data?.data;
      if (latest?.status === 'paid') settle(latest);
      else setAppPay('pending');
    } finally {
      setChecking(false);
    }
  }

  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 22rem' }} gap="6" alignItems="start">
      <Stack gap="6">
        <Card.Root variant="outline">
          <Card.Body>
            <CouponChoice amount={amount} couponId={order.couponId} onChange={(id) => void chooseCoupon(id)} busy={busy} />
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline">
          <Card.Body>
            <PayTypeChoice
              value={payType}
              onChange={setPayType}
              balance={balance}
              payAmount={payAmount}
              disabled={busy || appPay !== 'idle'}
            />
          </Card.Body>
        </Card.Root>
      </Stack>

      <Card.Root variant="subtle" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
        <Card.Body gap="3">
          <Card.Title as="h2" fontSize="md">
            {T.summary}
          </Card.Title>
          <Box as="dl" fontSize="sm">
            <Line term={T.orderId}>
              <Text fontFamily="mono">{order.id || '—'}</Text>
            </Line>
            <Line term={T.subject}>{order.subject || '—'}</Line>
            {order.createTime && <Line term={T.createTime}>{order.createTime}</Line>}
            <Line term={T.amount}>{formatYuan(order.amount)}</Line>
            <Line term={T.discount}>
              <Text color={discount !== undefined && discount > 0 ? 'price' : undefined}>
                {discount === undefined ? formatYuan(discount) : discount > 0 ? `-${formatYuan(discount)}` : formatYuan(0)}
              </Text>
            </Line>
            <Separator my="2" />
            <Line term={T.payAmount} strong>
              <Text fontSize="2xl" fontWeight="bold" color="price" data-testid="pay-amount">
                {formatYuan(payAmount)}
              </Text>
            </Line>
          </Box>

          {problem && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{problem}</Alert.Title>
            </Alert.Root>
          )}

          {appPay === 'idle' ? (
            <Button
              colorPalette="brand"
              size="lg"
              width="full"
              onClick={() => void confirm()}
              loading={pay.isPending}
              loadingText={T.paying}
              disabled={recreate.isPending}
            >
              {T.pay}
            </Button>
          ) : (
            <Stack gap="3">
              <Alert.Root status={appPay === 'pending' ? 'warning' : 'info'} role="status">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{T.appPayStarted}</Alert.Title>
                  <Alert.Description>{appPay === 'pending' ? T.appPayPending : T.appPayHint}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
              <Button colorPalette="brand" size="lg" width="full" onClick={() => void checkAppPayment()} loading={checking}>
                {T.appPayDone}
              </Button>
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Grid>
  );
}

import { Container } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { OrderPayment } from '@/features/order-payment';
import { EmptyList } from '@/shared/ui/empty-list';
import { PageHeading } from '@/shared/ui/page-heading';
import { ButtonLink } from '@/shared/ui/button-link';

/**
 * /payResource?orderId= (login required): pays a resource package order. The order id lives in
 * the URL, so a reload shows the same order; choosing a coupon re-creates the order and the URL
 * follows (replace, so Back does not return to the superseded order).
 */
export function PayResourcePage() {
  const { orderId } = useSearch({ from: '/_portal/payResource' });
  const navigate = useNavigate({ from: '/payResource' });
  const rebuy = (
    <ButtonLink variant="outline" colorPalette="brand" to="/buyResource">
      重新选择资源包
    </ButtonLink>
  );
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="支付订单" description="确认订单信息，选择优惠券与支付方式后完成支付。" />
      {orderId ? (
        <OrderPayment
          orderId={orderId}
          onOrderReplaced={(next) => void navigate({ search: { orderId: next }, replace: true, resetScroll: false })}
          fallbackAction={rebuy}
          paidActions={
            <>
              <ButtonLink colorPalette="brand" to="/privacyResource">
                查看隐私资源
              </ButtonLink>
              <ButtonLink variant="outline" colorPalette="brand" to="/buyResource">
                继续购买
              </ButtonLink>
            </>
          }
        />
      ) : (
        <EmptyList title="没有要支付的订单" description="请先在「购买资源」中选择资源包下单。" action={rebuy} />
      )}
    </Container>
  );
}

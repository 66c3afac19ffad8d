import { Alert, Badge, Button, Card, Container, HStack, Stack, Text } from '@chakra-ui/react';
import { joinPresent } from '@/shared/lib/format';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { authorsLine, workIdOf, workTypeLabel } from '@/entities/work';
import { OrderPayment, formatYuan } from '@/features/order-payment';
import { readableMsg } from '@/shared/api';
import { useCreateResourceOrder } from '@/shared/api/generated/endpoints/resource/resource';
import { useGetWork } from '@/shared/api/generated/endpoints/work/work';
import type { WorkDetail } from '@/shared/api/generated/model';
import { failureMessage } from '@/shared/lib/error-message';
import { EmptyList } from '@/shared/ui/empty-list';
import { ErrorState } from '@/shared/ui/error-state';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { PageHeading } from '@/shared/ui/page-heading';
import { ButtonLink } from '@/shared/ui/button-link';

function WorkSummary({ work }: { work: WorkDetail }) {
  const facts = joinPresent([workTypeLabel(work.type), work.source?.trim(), work.year !== undefined && `${work.year}年`], ' · ');
  return (
    <Stack gap="1" minW="0">
      <Text fontSize="lg" fontWeight="semibold">
        {work.title || '未命名作品'}
      </Text>
      <Text color="fg.muted" fontSize="sm">
        {authorsLine(work.authors)}
      </Text>
      {facts && (
        <Text color="fg.muted" fontSize="sm">
          {facts}
        </Text>
      )}
    </Stack>
  );
}

/**
 * /workPay/{id} (login required): buy a work's full text. The work's title and price come from
 * getWork; '确认购买' creates the order with `workId` and keeps its id in the URL (`?orderId=`);
 * then the shared payment panel takes over (coupons, pay type, the news app's bridge).
 */
export function WorkPayPage() {
  const { id: rawId } = useParams({ from: '/_portal/workPay/{-$id}' });
  const { orderId } = useSearch({ from: '/_portal/workPay/{-$id}' });
  const navigate = useNavigate({ from: '/workPay/{-$id}' });
  const workId = workIdOf(rawId);
  const workQuery = useGetWork(workId ?? 0, {
    query: { enabled: workId !== undefined },
  });
  const createOrder = useCreateResourceOrder({ request: { silent: true } });
  const [problem, setProblem] = useState<string>();

  async function order() {
    if (workId === undefined) return;
    setProblem(undefined);
    try {
      const answer = await createOrder.mutateAsync({ data: { workId } });
      const next = answer.data?.id;
      if (next)
        await navigate({
          search: { orderId: next },
          replace: true,
          resetScroll: false,
        });
      else setProblem(readableMsg(answer.msg) ?? '下单失败，请稍后重试');
    } catch (error) {
      setProblem(failureMessage(error, '下单失败，请稍后重试'));
    }
  }

  const searchLink = (
    <ButtonLink variant="outline" colorPalette="brand" to="/search">
      去检索作品
    </ButtonLink>
  );

  let body;
  if (workId === undefined) {
    body = <EmptyList title="未指定要购买的作品" description="请从作品详情页进入购买全文。" action={searchLink} />;
  } else if (workQuery.isPending) {
    body = <ListSkeleton count={2} label="正在加载作品信息" />;
  } else if (workQuery.isError) {
    body = <ErrorState title="作品信息加载失败" message={workQuery.error.message} onRetry={() => void workQuery.refetch()} />;
  } else if (!workQuery.data?.data) {
    body = <EmptyList title="作品不存在或已下线" action={searchLink} />;
  } else {
    const work = workQuery.data.data;
    const price = work.price;
    const readLink = (
      <ButtonLink colorPalette="brand" to="/work/{-$id}" params={{ id: String(work.id) }}>
        阅读全文
      </ButtonLink>
    );
    body = (
      <Stack gap="6">
        <Card.Root variant="outline">
          <Card.Body>
            <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'center' }} gap="4">
              <WorkSummary work={work} />
              <HStack gap="2" flexShrink={0}>
                <Text color="fg.muted">全文价格</Text>
                <Text fontSize="2xl" fontWeight="bold" color="price">
                  {price === undefined ? '—' : price === 0 ? '免费' : formatYuan(price)}
                </Text>
              </HStack>
            </Stack>
          </Card.Body>
        </Card.Root>

        {price === 0 ? (
          <EmptyList title="该作品可免费阅读" description="无需购买，直接打开作品详情即可阅读全文。" action={readLink} />
        ) : orderId ? (
          <OrderPayment
            orderId={orderId}
            onOrderReplaced={(next) =>
              void navigate({
                search: { orderId: next },
                replace: true,
                resetScroll: false,
              })
            }
            paidActions={readLink}
            fallbackAction={
              <Button variant="outline" colorPalette="brand" onClick={() => void navigate({ search: {}, replace: true })}>
                重新下单
              </Button>
            }
          />
        ) : (
          <Card.Root variant="subtle">
            <Card.Body gap="3">
              <Text>购买后可在线阅读并下载该作品全文，下单后可选择优惠券与支付方式。</Text>
              {problem && (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{problem}</Alert.Title>
                </Alert.Root>
              )}
              <HStack gap="3" wrap="wrap">
                <Button colorPalette="brand" size="lg" onClick={() => void order()} loading={createOrder.isPending} loadingText="正在下单…">
                  确认购买
                </Button>
                <Badge variant="subtle">虚拟商品，售出不退</Badge>
              </HStack>
            </Card.Body>
          </Card.Root>
        )}
      </Stack>
    );
  }

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="作品支付" description="购买作品全文，支持使用优惠券。" />
      {body}
    </Container>
  );
}

import { Alert, Badge, Box, Button, Card, Container, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { formatYuan } from '@/features/order-payment';
import { readableMsg } from '@/shared/api';
import { useCreateResourceOrder, useListResourcePackages } from '@/shared/api/generated/endpoints/resource/resource';
import type { ResourcePackage } from '@/shared/api/generated/model';
import { failureMessage } from '@/shared/lib/error-message';
import { EmptyList } from '@/shared/ui/empty-list';
import { ShortList } from '@/shared/ui/list-view';
import { PageHeading } from '@/shared/ui/page-heading';
import { ButtonLink } from '@/shared/ui/button-link';

/** The package most users choose is marked; the middle of the price list by design. */
const RECOMMENDED_NAME = '学术进阶包';

function PackageCard({ pack, busy, pending, onBuy }: { pack: ResourcePackage; busy: boolean; pending: boolean; onBuy: () => void }) {
  const recommended = pack.name === RECOMMENDED_NAME;
  const benefits = (pack.benefits ?? []).filter((item) => item.trim() !== '');
  const saving = pack.originalPrice !== undefined && pack.price !== undefined && pack.originalPrice > pack.price;
  return (
    <Card.Root
      as="li"
      variant="outline"
      borderColor={recommended ? 'brand.solid' : undefined}
      borderWidth={recommended ? '2px' : undefined}
    >
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Card.Title as="h2" fontSize="lg">
            {pack.name}
          </Card.Title>
          {recommended && (
            <Badge colorPalette="brand" variant="solid" flexShrink={0}>
              推荐
            </Badge>
          )}
        </HStack>
        <HStack gap="2" align="baseline" wrap="wrap">
          <Text fontSize="3xl" fontWeight="bold" color="price">
            {formatYuan(pack.price)}
          </Text>
          {saving && (
            <Text as="s" color="fg.muted" aria-label={`原价 ${formatYuan(pack.originalPrice)}`}>
              {formatYuan(pack.originalPrice)}
            </Text>
          )}
        </HStack>
        <HStack gap="2" wrap="wrap">
          {pack.validDays !== undefined && <Badge variant="subtle">有效期 {pack.validDays} 天</Badge>}
          {(pack.resourceCount ?? 0) > 0 && <Badge variant="subtle">含 {pack.resourceCount} 项资源</Badge>}
        </HStack>
        {pack.description && <Card.Description>{pack.description}</Card.Description>}
        {benefits.length > 0 && (
          <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0" fontSize="sm" aria-label={`${pack.name}包含的权益`}>
            {benefits.map((item) => (
              <HStack as="li" key={item} align="flex-start" gap="2">
                <Box as="span" aria-hidden color="fg.success" flexShrink={0}>
                  ✓
                </Box>
                <Text as="span">{item}</Text>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
      <Card.Footer>
        <Button
          colorPalette="brand"
          variant={recommended ? 'solid' : 'outline'}
          width="full"
          onClick={onBuy}
          loading={pending}
          loadingText="正在下单…"
          disabled={busy && !pending}
          aria-label={`立即购买 ${pack.name}`}
        >
          立即购买
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/**
 * /buyResource (login required): the packages on sale (`listResourcePackages`); buying one
 * creates an unpaid order (`createResourceOrder`) and goes on to /payResource?orderId=.
 */
export function BuyResourcePage() {
  const navigate = useNavigate();
  const query = useListResourcePackages();
  const createOrder = useCreateResourceOrder({ request: { silent: true } });
  const [buying, setBuying] = useState<number>();
  const [problem, setProblem] = useState<string>();

  async function buy(pack: ResourcePackage) {
    setProblem(undefined);
    setBuying(pack.id);
    try {
      const answer = await createOrder.mutateAsync({
        data: { packageId: pack.id },
      });
      const orderId = answer.data?.id;
      if (!orderId) {
        setProblem(readableMsg(answer.msg) ?? '下单失败，请稍后重试');
        return;
      }
      await navigate({ to: '/payResource', search: { orderId } });
    } catch (error) {
      setProblem(failureMessage(error, '下单失败，请稍后重试'));
    } finally {
      setBuying(undefined);
    }
  }

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading
        title="购买资源"
        description="选择适合您的资源包，支付后即可在「隐私资源」中下载包内资源。"
        actions={
          <ButtonLink variant="outline" colorPalette="brand" to="/privacyResource">
            我的隐私资源
          </ButtonLink>
        }
      />
      {problem && (
        <Alert.Root status="error" mb="4">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
      <ShortList
        query={query}
        loading={{ variant: 'cards', count: 4, columns: 4, label: '正在加载资源包' }}
        errorTitle="资源包加载失败"
        empty={
          <EmptyList
            title="暂无在售资源包"
            description="资源包正在整理中，请稍后再来"
            action={
              <ButtonLink variant="outline" to="/resources">
                了解资源共享
              </ButtonLink>
            }
          />
        }
      >
        {(packages) => (
          <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, xl: Math.min(packages.length, 4) }} gap="4">
            {packages.map((pack) => (
              <PackageCard
                key={pack.id}
                pack={pack}
                busy={buying !== undefined}
                pending={buying === pack.id}
                onBuy={() => void buy(pack)}
              />
            ))}
          </SimpleGrid>
        )}
      </ShortList>
      <Text mt="6" fontSize="sm" color="fg.muted">
        资源包自支付成功起生效，有效期内可不限次下载包内资源；可在支付页使用优惠券。虚拟商品一经售出不支持退款，如有疑问请联系客服。
      </Text>
    </Container>
  );
}

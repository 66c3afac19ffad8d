import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { ScholarService } from '@/shared/api/generated/model';

const priceFormat = new Intl.NumberFormat('zh-CN', {
  style: 'currency',
  currency: 'CNY',
  maximumFractionDigits: 2,
});

/** 800 元 per 小时 -> ¥800.00 / 小时; no price -> 面议. */
export function priceOf(service: ScholarService): string {
  if (service.price === null || service.price === undefined) return '面议';
  return `${priceFormat.format(service.price)}${service.unit ? ` / ${service.unit}` : ''}`;
}

interface ServiceCardProps {
  service: ScholarService;
  busy: boolean;
  onToggle: (service: ScholarService) => void;
}

/** One service: what it is, its price and orders, whether it is offered, and the switch. */
export function ServiceCard({ service, busy, onToggle }: ServiceCardProps) {
  const orders = service.orderCount ?? 0;
  return (
    <Card.Root as="article" variant="outline" size="sm" aria-labelledby={`service-${service.id}`}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Text as="h2" id={`service-${service.id}`} fontWeight="semibold" fontSize="lg">
            {service.name}
          </Text>
          <Badge colorPalette={service.enabled ? 'green' : 'gray'} flexShrink={0}>
            {service.enabled ? '已上线' : '已下线'}
          </Badge>
        </HStack>
        <Text textStyle="sm" color="fg.muted" flex="1">
          {service.description || '暂无服务说明'}
        </Text>
        <HStack justify="space-between" align="center" gap="3" flexWrap="wrap">
          <Stack gap="0">
            <Text fontWeight="bold" color="price">
              {priceOf(service)}
            </Text>
            <Text textStyle="xs" color="fg.subtle">
              累计订单 {orders} 笔
            </Text>
          </Stack>
          <Button
            size="sm"
            colorPalette={service.enabled ? 'red' : 'brand'}
            variant={service.enabled ? 'outline' : 'solid'}
            loading={busy}
            aria-label={`${service.enabled ? '下线' : '上线'}「${service.name}」`}
            onClick={() => onToggle(service)}
          >
            {service.enabled ? '下线' : '上线'}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

import { Badge, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CheckConfig } from '@/shared/api/generated/model';
import { EmptyList } from '@/shared/ui/empty-list';
import { ShortList } from '@/shared/ui/list-view';
import { CHECK_ORDERING_TEXT } from '../config/texts';
import { formatDiscount } from '../lib/format-discount';
import { useOfferedCheckTypes } from '../model/use-offered-check-types';
import { formatPrice } from '@/shared/lib/format';
import { discountedPrice } from '../lib/discounted-price';

export interface CheckTypeCardsProps {
  /** The service whose types are listed (`GET /check/manage/type/getConfig?type=`). */
  service: string;
  /** A valid promotion code's fraction paid (0.8 is 八折): prices show before and after it. */
  discount?: number;
  /**
   * A valid promotion code: the types listed are those it sells (SPEC §7's
   * `GET /agent/user/check/config/type` with type and code) instead of the service's catalogue.
   */
  promotionCode?: string;
  /** The type a promotion code was issued for, marked on its card. */
  promotedTypeId?: number;
  /** The button or link under each card. */
  renderAction?: (type: CheckConfig) => ReactNode;
}

function PriceLine({ type, discount }: { type: CheckConfig; discount: number }) {
  const unit = type.unit ? ` / ${type.unit}` : '';
  if (type.price === undefined || discount >= 1) {
    return (
      <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
        {formatPrice(type.price)}
        <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
          {type.price === undefined ? '' : unit}
        </Text>
      </Text>
    );
  }
  return (
    <HStack gap="2" align="baseline" wrap="wrap">
      <Text fontSize="2xl" fontWeight="bold" color="price">
        {formatPrice(discountedPrice(type.price, discount))}
        <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
          {unit}
        </Text>
      </Text>
      <Text as="s" color="fg.muted" fontSize="sm" aria-label={`${CHECK_ORDERING_TEXT.originalPrice} ${formatPrice(type.price)}`}>
        {formatPrice(type.price)}
      </Text>
      <Badge colorPalette="red" variant="subtle">
        {formatDiscount(discount)}
      </Badge>
    </HStack>
  );
}

/** The check types of a service with their prices: loading, empty and failed states included. */
export function CheckTypeCards({ service, discount = 1, promotionCode, promotedTypeId, renderAction }: CheckTypeCardsProps) {
  const query = useOfferedCheckTypes(service, promotionCode);
  // Cards of the offers' shape, so the sections below stay put: four fill the row at desktop width
  // (how many a service sells is the backend's to say; on a phone, where they stack, it is a guess).
  return (
    <ShortList
      query={query}
      loading={{
        variant: 'cards',
        count: 4,
        columns: 4,
        image: false,
        action: Boolean(renderAction),
        label: CHECK_ORDERING_TEXT.typesLoading,
      }}
      errorTitle={CHECK_ORDERING_TEXT.typesError}
      empty={<EmptyList title={CHECK_ORDERING_TEXT.typesEmpty} description={CHECK_ORDERING_TEXT.typesEmptyHint} />}
    >
      {(types) => <TypeGrid types={types} discount={discount} promotedTypeId={promotedTypeId} renderAction={renderAction} />}
    </ShortList>
  );
}

function TypeGrid({
  types,
  discount,
  promotedTypeId,
  renderAction,
}: { types: CheckConfig[]; discount: number } & Pick<CheckTypeCardsProps, 'promotedTypeId' | 'renderAction'>) {
  return (
    <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: Math.min(types.length, 4) }} gap="4">
      {types.map((type) => (
        <Card.Root
          as="li"
          key={type.id}
          variant="outline"
          borderColor={type.id === promotedTypeId ? 'brand.solid' : undefined}
          borderWidth={type.id === promotedTypeId ? '2px' : undefined}
        >
          <Card.Body gap="3">
            <Stack gap="1">
              <HStack justify="space-between" align="flex-start" gap="2">
                <Card.Title as="h3" fontSize="md">
                  {type.name}
                </Card.Title>
                {type.id === promotedTypeId && (
                  <Badge colorPalette="brand" variant="solid" flexShrink={0}>
                    {CHECK_ORDERING_TEXT.promotedFor}
                  </Badge>
                )}
              </HStack>
              <PriceLine type={type} discount={discount} />
            </Stack>
            {type.description && <Card.Description>{type.description}</Card.Description>}
          </Card.Body>
          {renderAction && <Card.Footer>{renderAction(type)}</Card.Footer>}
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

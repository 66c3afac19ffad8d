import { Badge, Box, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Plan {
  name: string;
  /** As it is shown: ¥29, 面议, 免费试用… */
  price: string;
  /** After the price, e.g. / 篇. */
  unit?: string;
  summary: string;
  includes: readonly string[];
  /** Marks the plan most users choose. */
  recommended?: boolean;
}

export interface PlanCardsProps {
  plans: readonly Plan[];
  /** The button or link under each plan. */
  renderAction?: (plan: Plan) => ReactNode;
}

/** A service's fixed price list (services whose prices are not served by the API). */
export function PlanCards({ plans, renderAction }: PlanCardsProps) {
  return (
    <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, md: Math.min(plans.length, 3) }} gap="4">
      {plans.map((plan) => (
        <Card.Root
          as="li"
          key={plan.name}
          variant="outline"
          borderColor={plan.recommended ? 'brand.solid' : undefined}
          borderWidth={plan.recommended ? '2px' : undefined}
        >
          <Card.Body gap="3">
            <HStack justify="space-between" align="flex-start" gap="2">
              <Card.Title as="h3" fontSize="md">
                {plan.name}
              </Card.Title>
              {plan.recommended && (
                <Badge colorPalette="brand" variant="solid" flexShrink={0}>
                  推荐
                </Badge>
              )}
            </HStack>
            <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
              {plan.price}
              {plan.unit && (
                <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
                  {' '}
                  {plan.unit}
                </Text>
              )}
            </Text>
            <Card.Description>{plan.summary}</Card.Description>
            <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0" fontSize="sm">
              {plan.includes.map((item) => (
                <HStack as="li" key={item} align="flex-start" gap="2">
                  <Box as="span" aria-hidden color="fg.success" flexShrink={0}>
                    ✓
                  </Box>
                  <Text as="span">{item}</Text>
                </HStack>
              ))}
            </Stack>
          </Card.Body>
          {renderAction && <Card.Footer>{renderAction(plan)}</Card.Footer>}
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

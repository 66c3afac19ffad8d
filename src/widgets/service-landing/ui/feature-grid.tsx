import { Card, Center, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FeatureItem {
  title: string;
  description: ReactNode;
  /** One or two characters drawn in the badge above the title (decorative). */
  mark?: string;
}

export interface FeatureGridProps {
  items: readonly FeatureItem[];
  /** Cards per row from the large breakpoint up (default 3). */
  columns?: number;
}

/** What a service offers or whom it serves: a grid of short cards. */
export function FeatureGrid({ items, columns = 3 }: FeatureGridProps) {
  return (
    <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: columns }} gap="4">
      {items.map((item) => (
        <Card.Root as="li" key={item.title} variant="outline">
          {/* On phones the mark sits beside the text, so a long list of cards stays short. */}
          <Card.Body gap={{ base: '3', sm: '2' }} flexDirection={{ base: 'row', sm: 'column' }} alignItems="flex-start">
            {item.mark && (
              <Center aria-hidden flexShrink={0} boxSize="10" rounded="lg" bg="brand.muted" color="brand.fg" fontWeight="bold">
                {item.mark}
              </Center>
            )}
            <Stack gap="1" minW="0">
              <Card.Title as="h3" fontSize="md">
                {item.title}
              </Card.Title>
              <Card.Description>{item.description}</Card.Description>
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

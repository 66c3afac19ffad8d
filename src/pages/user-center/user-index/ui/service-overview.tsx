import { Card, HStack, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { findDictEntry } from '@/entities/dict';
import type { DictEntry, ServiceCount } from '@/shared/api/generated/model';
import { orDash } from '@/shared/lib/format';
import { SERVICE_PAGES } from '../config/services';

interface ServiceOverviewProps {
  counts: readonly ServiceCount[];
  /** The `service_type` dictionary: the services' names. */
  serviceNames: readonly DictEntry[];
}

/** Per service: how many records, how many running and finished, and the way to the list. */
export function ServiceOverview({ counts, serviceNames }: ServiceOverviewProps) {
  return (
    <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 2, md: 3 }} gap="3">
      {counts.map((count) => {
        const name = findDictEntry(serviceNames, count.service)?.dictLabel ?? count.service;
        // Counters are optional in the contract: an absent total is 「—」, absent parts are left out.
        const total = orDash(count.total, String);
        const { running, finished } = count;
        return (
          <LinkBox as="li" key={count.service}>
            <Card.Root variant="outline" size="sm" height="full" _hover={{ borderColor: 'brand.solid' }}>
              <Card.Body gap="1">
                <LinkOverlay asChild>
                  <Link to={SERVICE_PAGES[count.service]}>
                    <Text fontWeight="semibold">{name}</Text>
                  </Link>
                </LinkOverlay>
                <Text fontSize="2xl" fontWeight="bold" color="brand.fg" aria-label={`${name}共 ${total} 条`}>
                  {total}
                </Text>
                <Stack gap="0" fontSize="xs" color="fg.muted">
                  <HStack gap="3" wrap="wrap">
                    {running !== undefined && <Text>进行中 {running}</Text>}
                    {finished !== undefined && <Text>已完成 {finished}</Text>}
                  </HStack>
                </Stack>
              </Card.Body>
            </Card.Root>
          </LinkBox>
        );
      })}
    </SimpleGrid>
  );
}

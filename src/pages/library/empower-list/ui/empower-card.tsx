import { AspectRatio, Badge, Box, Card, Grid, Heading, HStack, Image, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { EmpowerCase } from '@/shared/api/generated/model';
import { apiImageSrc } from '@/shared/api';
import { presentParts } from '@/shared/lib/format';
import { chineseDate } from '../lib/empower-search';

const text = (value: string | undefined): string => value?.trim() ?? '';

/** One case in the list: cover, category, title (to /empowerDetails?id=), institution, date, summary. */
export function EmpowerCard({ item }: { item: EmpowerCase }) {
  const [broken, setBroken] = useState(false);
  const title = text(item.title) || '未命名案例';
  const src = apiImageSrc(item.cover);
  const meta = presentParts([text(item.institution), chineseDate(item.publishTime)]);
  return (
    <Card.Root variant="outline" overflow="hidden" _hover={{ shadow: 'md' }} transition="box-shadow 0.2s">
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' }}>
        <AspectRatio ratio={16 / 9} bg="brand.subtle">
          {src && !broken ? (
            <Image src={src} alt="" loading="lazy" objectFit="cover" onError={() => setBroken(true)} />
          ) : (
            <Box display="flex" alignItems="center" justifyContent="center" color="brand.fg" fontWeight="bold" p="4" textAlign="center">
              {text(item.institution) || '赋能案例'}
            </Box>
          )}
        </AspectRatio>
        <Card.Body gap="2" p={{ base: '4', md: '5' }}>
          <HStack gap="2" flexWrap="wrap">
            {text(item.category) && (
              <Badge colorPalette="brand" variant="subtle">
                {text(item.category)}
              </Badge>
            )}
            {meta.length > 0 && (
              <Text fontSize="xs" color="fg.muted">
                {meta.join(' · ')}
              </Text>
            )}
          </HStack>
          <Heading as="h2" size="md" lineHeight="short">
            <ChakraLink asChild display="inline" color="fg" _hover={{ color: 'brand.fg' }}>
              <Link to="/empowerDetails" search={{ id: item.id }}>
                {title}
              </Link>
            </ChakraLink>
          </Heading>
          {text(item.summary) && (
            <Text fontSize="sm" color="fg.muted" lineClamp={3}>
              {text(item.summary)}
            </Text>
          )}
        </Card.Body>
      </Grid>
    </Card.Root>
  );
}

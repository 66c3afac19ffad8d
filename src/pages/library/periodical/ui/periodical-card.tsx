import { AspectRatio, Badge, Box, Card, Heading, HStack, Image, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Periodical } from '@/shared/api/generated/model';
import { apiImageSrc } from '@/shared/api';
import { presentParts } from '@/shared/lib/format';

const text = (value: string | undefined): string => value?.trim() ?? '';

/** A journal in the grid: cover, name, core indexes, sponsor, frequency and impact factor. */
export function PeriodicalCard({ periodical }: { periodical: Periodical }) {
  const [broken, setBroken] = useState(false);
  const name = text(periodical.name) || '未命名期刊';
  const src = apiImageSrc(periodical.cover);
  const indexes = presentParts(periodical.coreIndexes ?? []);
  const impact = periodical.impactFactor?.toFixed(3) ?? '';
  const meta = presentParts([text(periodical.sponsor), text(periodical.frequency)]);

  return (
    <Card.Root
      variant="outline"
      overflow="hidden"
      h="full"
      _hover={{ shadow: 'md', borderColor: 'brand.emphasized' }}
      transition="box-shadow 0.2s"
    >
      <Box
        asChild
        display="flex"
        flexDirection="column"
        h="full"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
      >
        <Link to="/periodicalInfo/{-$id}" params={{ id: String(periodical.id) }}>
          <AspectRatio ratio={3 / 4} bg="brand.subtle">
            {src && !broken ? (
              <Image src={src} alt="" loading="lazy" objectFit="cover" onError={() => setBroken(true)} />
            ) : (
              <Box display="flex" alignItems="center" justifyContent="center" p="3" textAlign="center" color="brand.fg" fontWeight="bold">
                {name}
              </Box>
            )}
          </AspectRatio>
          <Card.Body gap="1.5" p="3">
            <Heading as="h2" size="sm" lineHeight="short" lineClamp={2}>
              {name}
            </Heading>
            {indexes.length > 0 && (
              <HStack gap="1" flexWrap="wrap">
                {indexes.slice(0, 3).map((index) => (
                  <Badge key={index} size="xs" colorPalette="brand" variant="subtle">
                    {index}
                  </Badge>
                ))}
              </HStack>
            )}
            {meta.length > 0 && (
              <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                {meta.join(' · ')}
              </Text>
            )}
            {impact && (
              <Text fontSize="xs" color="fg.muted" mt="auto">
                复合影响因子{' '}
                <Text as="span" color="fg" fontWeight="semibold">
                  {impact}
                </Text>
              </Text>
            )}
          </Card.Body>
        </Link>
      </Box>
    </Card.Root>
  );
}

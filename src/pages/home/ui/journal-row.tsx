import { Badge, Box, Flex, Image, LinkBox, LinkOverlay, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { Periodical } from '@/shared/api/generated/model';
import { imagePreviewUrl } from '@/shared/lib/file-checks';
import { presentParts } from '@/shared/lib/format';

const text = (value: string | undefined): string => value?.trim() ?? '';

/** A journal on the home page: cover, name (to /periodicalInfo/{id}), ISSN/CN, core indexes. */
export function JournalRow({ journal }: { journal: Periodical }) {
  const cover = text(journal.cover) ? imagePreviewUrl({ fileName: '', filePreview: journal.cover }) : undefined;
  const numbers = presentParts([text(journal.issn) && `ISSN ${text(journal.issn)}`, text(journal.cn) && `CN ${text(journal.cn)}`]);
  const indexes = (journal.coreIndexes ?? []).filter((index) => index.trim() !== '');
  const impact = journal.impactFactor ? journal.impactFactor.toFixed(3) : '';
  return (
    <LinkBox as="article" py="3" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
      <Flex gap="3" align="flex-start">
        <Box flexShrink={0} w="14" aspectRatio={3 / 4} rounded="sm" overflow="hidden" bg="bg.muted" borderWidth="1px">
          {cover && <Image src={cover} alt="" loading="lazy" w="full" h="full" objectFit="cover" />}
        </Box>
        <Stack gap="1" minW="0" flex="1">
          <LinkOverlay asChild fontWeight="semibold" _hover={{ color: 'brand.fg' }}>
            <Link to="/periodicalInfo/{-$id}" params={{ id: String(journal.id) }}>
              <Text as="span" lineClamp={1}>
                {text(journal.name) || '未命名期刊'}
              </Text>
            </Link>
          </LinkOverlay>
          {numbers.length > 0 && (
            <Text fontSize="xs" color="fg.muted">
              {numbers.join(' · ')}
            </Text>
          )}
          <Wrap gap="1" align="center">
            {indexes.slice(0, 3).map((index) => (
              <Badge key={index} size="sm" colorPalette="orange" variant="subtle">
                {index}
              </Badge>
            ))}
            {impact && (
              <Text as="span" fontSize="xs" color="fg.muted">
                复合影响因子 {impact}
              </Text>
            )}
          </Wrap>
        </Stack>
      </Flex>
    </LinkBox>
  );
}

import { Badge, Box, Flex, Heading, HStack, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { ExpertAvatar, formatCount, listOf, textOr } from '@/entities/expert';
import type { ExpertDetail } from '@/shared/api/generated/model';

/** The top of the phone profile: photo and name on the brand colour, counts, interests. */
export function MobileProfileHeader({ expert }: { expert: ExpertDetail }) {
  const name = textOr(expert.name, '未署名专家');
  const title = textOr(expert.title);
  const interests = listOf(expert.researchInterests);
  const facts = [
    { label: '学术成果', value: formatCount(expert.worksCount) },
    { label: '访谈', value: formatCount(expert.interviewCount) },
    { label: '粉丝', value: formatCount(expert.fansCount) },
  ];
  return (
    <Box>
      <Box bgGradient="to-b" gradientFrom="brand.700" gradientTo="brand.500" color="white" px="4" pt="5" pb="12">
        <Flex gap="4" align="center">
          <Box borderWidth="3px" borderColor="whiteAlpha.800" rounded="full">
            <ExpertAvatar name={name} avatar={expert.avatar} size="2xl" />
          </Box>
          <Stack gap="1" minW="0">
            <HStack gap="2" flexWrap="wrap">
              <Heading as="h1" size="xl">
                {name}
              </Heading>
              {title && (
                <Badge bg="whiteAlpha.300" color="white">
                  {title}
                </Badge>
              )}
            </HStack>
            <Text fontSize="sm" color="whiteAlpha.900">
              {textOr(expert.institution, '单位未公开')}
            </Text>
            {textOr(expert.discipline) && (
              <Text fontSize="xs" color="whiteAlpha.800">
                {textOr(expert.discipline)}
              </Text>
            )}
          </Stack>
        </Flex>
      </Box>
      <Box mx="4" mt="-8" bg="bg" rounded="xl" boxShadow="md" px="4" py="3">
        <HStack as="dl" justify="space-around">
          {facts.map((fact) => (
            <Stack key={fact.label} gap="0" align="center">
              <Text as="dd" fontSize="xl" fontWeight="bold" color="brand.fg" order={1}>
                {fact.value}
              </Text>
              <Text as="dt" fontSize="xs" color="fg.muted" order={2}>
                {fact.label}
              </Text>
            </Stack>
          ))}
        </HStack>
        {textOr(expert.field) && (
          <Text fontSize="sm" mt="3" pt="3" borderTopWidth="1px" borderColor="border.muted">
            <Text as="span" color="fg.muted">
              研究领域：
            </Text>
            {textOr(expert.field)}
          </Text>
        )}
        {interests.length > 0 && (
          <Wrap gap="1.5" mt="2" aria-label="研究方向">
            {interests.map((interest) => (
              <Tag.Root key={interest} size="sm" variant="surface" colorPalette="brand">
                <Tag.Label>{interest}</Tag.Label>
              </Tag.Root>
            ))}
          </Wrap>
        )}
      </Box>
    </Box>
  );
}

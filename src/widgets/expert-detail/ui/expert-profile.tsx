import { Badge, Box, Flex, Heading, HStack, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { joinPresent } from '@/shared/lib/format';
import type { ReactNode } from 'react';
import { ExpertAvatar, formatCount, listOf, textOr } from '@/entities/expert';
import type { ExpertDetail } from '@/shared/api/generated/model';

export interface ExpertProfileProps {
  expert: ExpertDetail;
  /** The name's heading level: the public page's h1, or h2 under a page that has its own h1. */
  nameAs?: 'h1' | 'h2';
  /** Controls beside the name, e.g. the follow button. */
  actions?: ReactNode;
}

/** The head of the profile: photo, name, title, institution, field, counts, interests. */
export function ExpertProfile({ expert, nameAs = 'h1', actions }: ExpertProfileProps) {
  const name = textOr(expert.name, '未署名专家');
  const title = textOr(expert.title);
  const interests = listOf(expert.researchInterests);
  const facts = [
    { label: '学术成果', value: formatCount(expert.worksCount) },
    { label: '访谈视频', value: formatCount(expert.interviewCount) },
    { label: '粉丝', value: formatCount(expert.fansCount) },
  ];
  return (
    <Box bg="bg" borderWidth="1px" rounded="xl" p={{ base: '5', md: '8' }} mb="6">
      <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '4', md: '8' }} align={{ base: 'flex-start', md: 'center' }}>
        <ExpertAvatar name={name} avatar={expert.avatar} size="2xl" />
        <Stack gap="2" flex="1" minW="0">
          <HStack gap="3" flexWrap="wrap">
            <Heading as={nameAs} size={{ base: 'xl', md: '2xl' }}>
              {name}
            </Heading>
            {title && (
              <Badge colorPalette="brand" size="lg">
                {title}
              </Badge>
            )}
            {actions}
          </HStack>
          <Text color="fg.muted">{joinPresent([textOr(expert.institution), textOr(expert.discipline)], ' · ') || '单位未公开'}</Text>
          {textOr(expert.field) && (
            <Text>
              <Text as="span" color="fg.muted">
                研究领域：
              </Text>
              {textOr(expert.field)}
            </Text>
          )}
          {interests.length > 0 && (
            <Wrap gap="1.5" aria-label="研究方向">
              {interests.map((interest) => (
                <Tag.Root key={interest} variant="surface" colorPalette="brand">
                  <Tag.Label>{interest}</Tag.Label>
                </Tag.Root>
              ))}
            </Wrap>
          )}
        </Stack>
        <HStack
          as="dl"
          gap={{ base: '6', md: '8' }}
          flexShrink={0}
          borderTopWidth={{ base: '1px', md: 0 }}
          pt={{ base: '4', md: 0 }}
          w={{ base: 'full', md: 'auto' }}
        >
          {facts.map((fact) => (
            <Stack key={fact.label} gap="0" align="center" flex={{ base: '1', md: 'initial' }}>
              <Text as="dd" fontSize="2xl" fontWeight="bold" color="brand.fg" order={1}>
                {fact.value}
              </Text>
              <Text as="dt" fontSize="sm" color="fg.muted" order={2}>
                {fact.label}
              </Text>
            </Stack>
          ))}
        </HStack>
      </Flex>
    </Box>
  );
}

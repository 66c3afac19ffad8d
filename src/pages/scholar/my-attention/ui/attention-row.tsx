import { chineseDay, joinPresent } from '@/shared/lib/format';
import { Badge, Box, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ExpertAvatar, formatCount, textOr } from '@/entities/expert';
import { FollowButton } from '@/features/follow-expert';
import type { Attention } from '@/shared/api/generated/model';
import { Highlight } from '@/shared/ui/highlight';

/** One followed expert: to their page, with the way to stop following. */
export function AttentionRow({ expert, keyword }: { expert: Attention; keyword: string }) {
  const name = textOr(expert.name, '未署名专家');
  const title = textOr(expert.title);
  const since = chineseDay(expert.followTime);
  return (
    <HStack as="article" gap="3" py="4" align="center" borderBottomWidth="1px" borderColor="border.muted">
      <ExpertAvatar name={name} avatar={expert.avatar} size="lg" />
      <Stack gap="0.5" flex="1" minW="0">
        <HStack gap="2" flexWrap="wrap">
          <ChakraLink asChild fontWeight="semibold" color="fg" _hover={{ color: 'brand.fg' }}>
            <Link to="/expert/{-$id}" params={{ id: String(expert.expertId) }}>
              <Highlight text={name} terms={keyword} />
            </Link>
          </ChakraLink>
          {title && (
            <Badge colorPalette="brand" variant="subtle" size="sm">
              {title}
            </Badge>
          )}
        </HStack>
        <Text textStyle="sm" color="fg.muted" lineClamp={1}>
          <Highlight text={joinPresent([textOr(expert.institution), textOr(expert.discipline)], ' · ') || '单位未公开'} terms={keyword} />
        </Text>
        {textOr(expert.field) && (
          <Text textStyle="sm" lineClamp={1}>
            <Highlight text={textOr(expert.field)} terms={keyword} />
          </Text>
        )}
        <Text textStyle="xs" color="fg.subtle">
          粉丝 {formatCount(expert.fansCount)}
          {since && ` · ${since}关注`}
        </Text>
      </Stack>
      <Box flexShrink={0}>
        <FollowButton expertId={expert.expertId} name={name} followed />
      </Box>
    </HStack>
  );
}

import { chineseDay } from '@/shared/lib/format';
import { Badge, Box, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ExpertAvatar, textOr } from '@/entities/expert';
import { FollowButton } from '@/features/follow-expert';
import type { Fan } from '@/shared/api/generated/model';
import { Highlight } from '@/shared/ui/highlight';

/** One follower: who, where from, since when; an expert can be opened and followed back. */
export function FanRow({ fan, keyword }: { fan: Fan; keyword: string }) {
  const name = textOr(fan.nickName, '匿名用户');
  // openapi: Fan.expertId is null for a follower who is no expert.
  const expertId = fan.expertId ?? undefined;
  return (
    <HStack as="article" gap="3" py="4" align="center" borderBottomWidth="1px" borderColor="border.muted">
      <ExpertAvatar name={name} avatar={fan.avatar} size="md" />
      <Stack gap="0.5" flex="1" minW="0">
        <HStack gap="2" minW="0">
          <Text fontWeight="semibold" truncate>
            {expertId !== undefined ? (
              <ChakraLink asChild color="fg" _hover={{ color: 'brand.fg' }}>
                <Link to="/expert/{-$id}" params={{ id: String(expertId) }}>
                  <Highlight text={name} terms={keyword} />
                </Link>
              </ChakraLink>
            ) : (
              <Highlight text={name} terms={keyword} />
            )}
          </Text>
          {expertId !== undefined && (
            <Badge colorPalette="brand" variant="subtle" size="sm" flexShrink={0}>
              专家
            </Badge>
          )}
        </HStack>
        <Text textStyle="sm" color="fg.muted" truncate>
          <Highlight text={textOr(fan.institution, '单位未填写')} terms={keyword} />
        </Text>
        <Text textStyle="xs" color="fg.subtle">
          {chineseDay(fan.followTime) ? `${chineseDay(fan.followTime)}关注了您` : ''}
        </Text>
      </Stack>
      {expertId !== undefined && (
        <Box flexShrink={0}>
          <FollowButton expertId={expertId} name={name} followed={fan.followedBack} followLabel="回关" />
        </Box>
      )}
    </HStack>
  );
}

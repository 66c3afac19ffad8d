import { Badge, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { Expert } from '@/shared/api/generated/model';
import { Highlight } from '@/shared/ui/highlight';
import { formatCount, textOr } from '../lib/format';
import { ExpertAvatar } from './expert-avatar';

interface ExpertRowProps {
  expert: Expert;
  /** Search terms to mark in the name, institution and field. */
  keyword?: string;
}

/** An expert in a phone list: one tappable row that opens /mobile/expert/{id}. */
export function ExpertRow({ expert, keyword = '' }: ExpertRowProps) {
  const name = textOr(expert.name, '未署名专家');
  const title = textOr(expert.title);
  return (
    <LinkBox
      as="article"
      display="flex"
      gap="3"
      px="4"
      py="3.5"
      bg="bg"
      alignItems="flex-start"
      _active={{ bg: 'bg.muted' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
    >
      <ExpertAvatar name={name} avatar={expert.avatar} size="lg" />
      <Stack gap="1" minW="0" flex="1">
        <HStack gap="2" flexWrap="wrap">
          <LinkOverlay asChild>
            <Link to="/mobile/expert/{-$id}" params={{ id: String(expert.id) }}>
              <Text as="span" fontWeight="semibold" fontSize="md">
                <Highlight text={name} terms={keyword} />
              </Text>
            </Link>
          </LinkOverlay>
          {title && (
            <Badge colorPalette="brand" variant="subtle" size="sm">
              {title}
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted" lineClamp={1}>
          <Highlight text={textOr(expert.institution, '单位未公开')} terms={keyword} />
        </Text>
        {textOr(expert.field) && (
          <Text fontSize="sm" lineClamp={2}>
            <Highlight text={textOr(expert.field)} terms={keyword} />
          </Text>
        )}
        <Text fontSize="xs" color="fg.subtle">
          作品 {formatCount(expert.worksCount)} · 访谈 {formatCount(expert.interviewCount)} · 粉丝 {formatCount(expert.fansCount)}
        </Text>
      </Stack>
    </LinkBox>
  );
}

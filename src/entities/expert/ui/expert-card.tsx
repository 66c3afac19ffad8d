import { Badge, Card, HStack, LinkBox, LinkOverlay, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { Expert } from '@/shared/api/generated/model';
import { formatCount, listOf, textOr } from '../lib/format';
import { ExpertAvatar } from './expert-avatar';

interface ExpertCardProps {
  expert: Expert;
  /** How many research interests to show as tags (default 3). */
  interests?: number;
}

/** An expert in a grid: photo, name, title, institution, field, interests and counts; opens /expert/{id}. */
export function ExpertCard({ expert, interests = 3 }: ExpertCardProps) {
  const name = textOr(expert.name, '未署名专家');
  const title = textOr(expert.title);
  const tags = listOf(expert.researchInterests).slice(0, interests);
  return (
    <LinkBox asChild>
      <Card.Root
        variant="outline"
        h="full"
        transition="box-shadow 0.2s, border-color 0.2s"
        _hover={{ borderColor: 'brand.300', boxShadow: 'md' }}
        _focusWithin={{ borderColor: 'brand.400', boxShadow: 'md' }}
      >
        <Card.Body gap="3" p={{ base: '4', md: '5' }}>
          <HStack gap="3" align="center">
            <ExpertAvatar name={name} avatar={expert.avatar} size="xl" />
            <Stack gap="1" minW="0">
              <HStack gap="2" flexWrap="wrap">
                <LinkOverlay asChild>
                  <Link to="/expert/{-$id}" params={{ id: String(expert.id) }}>
                    <Text as="span" fontWeight="semibold" fontSize="lg">
                      {name}
                    </Text>
                  </Link>
                </LinkOverlay>
                {title && (
                  <Badge colorPalette="brand" variant="subtle">
                    {title}
                  </Badge>
                )}
              </HStack>
              <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                {textOr(expert.institution, '单位未公开')}
              </Text>
            </Stack>
          </HStack>
          {textOr(expert.field) && (
            <Text fontSize="sm" lineClamp={1}>
              <Text as="span" color="fg.muted">
                研究领域：
              </Text>
              {textOr(expert.field)}
            </Text>
          )}
          {textOr(expert.summary) && (
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {textOr(expert.summary)}
            </Text>
          )}
          {tags.length > 0 && (
            <Wrap gap="1.5">
              {tags.map((tag) => (
                <Tag.Root key={tag} size="sm" variant="surface">
                  <Tag.Label>{tag}</Tag.Label>
                </Tag.Root>
              ))}
            </Wrap>
          )}
          <HStack gap="4" fontSize="xs" color="fg.muted" mt="auto" pt="1">
            <Text>作品 {formatCount(expert.worksCount)}</Text>
            <Text>访谈 {formatCount(expert.interviewCount)}</Text>
            <Text>粉丝 {formatCount(expert.fansCount)}</Text>
          </HStack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

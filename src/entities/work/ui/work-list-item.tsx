import { chineseDay, presentParts } from '@/shared/lib/format';
import { Badge, Box, Heading, HStack, Link as ChakraLink, Text, Wrap } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { Work } from '@/shared/api/generated/model';
import { Highlight } from '@/shared/ui/highlight';
import { formatCount, textOf, textsOf, workTypeLabel } from '../lib/format';
import { WorkAuthors } from './work-authors';

export interface WorkListItemProps {
  work: Work;
  /** Search terms to mark in the title, authors, abstract and keywords. */
  terms?: string | readonly string[];
  /** The title's heading level inside the page's outline (default h3). */
  headingAs?: 'h2' | 'h3' | 'h4';
}

/**
 * One work in a result list: type, title (to /work/{id}, or /work/origin/{id} for theory
 * literature), authors, source and year, abstract, keywords and counts. Every field is optional
 * in practice: what the API leaves out is left out, never printed as "undefined".
 */
export function WorkListItem({ work, terms = [], headingAs = 'h3' }: WorkListItemProps) {
  const keywords = textsOf(work.keywords);
  const type = workTypeLabel(work.type);
  const date = chineseDay(work.publishDate);
  const source = textOf(work.source);
  const discipline = textOf(work.discipline);
  const abstract = textOf(work.abstract);
  const meta = presentParts([source, date || (work.year !== undefined ? `${work.year}年` : '')]);
  const title = textOf(work.title) || '未命名作品';
  const id = String(work.id);

  return (
    <Box
      as="article"
      py="4"
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: 0 }}
      // Chinese text has no spaces: the marks' own side padding would read as one.
      css={{ '& mark': { paddingInline: '1px' } }}
    >
      <HStack gap="2" mb="1.5" flexWrap="wrap">
        {type && (
          <Badge colorPalette="brand" variant="subtle">
            {type}
          </Badge>
        )}
        {work.origin === true && (
          <Badge colorPalette="orange" variant="subtle">
            理论文献
          </Badge>
        )}
        {discipline && (
          <Text as="span" fontSize="xs" color="fg.muted">
            {discipline}
          </Text>
        )}
      </HStack>
      <Heading as={headingAs} size="md" lineHeight="short" mb="1.5">
        <ChakraLink asChild display="inline" color="fg" _hover={{ color: 'brand.fg' }} wordBreak="break-word">
          {work.origin === true ? (
            <Link to="/work/origin/{-$id}" params={{ id }}>
              <Highlight text={title} terms={terms} />
            </Link>
          ) : (
            <Link to="/work/{-$id}" params={{ id }}>
              <Highlight text={title} terms={terms} />
            </Link>
          )}
        </ChakraLink>
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">
        <WorkAuthors authors={work.authors} terms={terms} />
        {meta.length > 0 && <Text as="span"> · {meta.join(' · ')}</Text>}
      </Text>
      {abstract && (
        <Text fontSize="sm" lineClamp={3} mb="2" color="fg">
          <Text as="span" color="fg.muted">
            摘要：
          </Text>
          <Highlight text={abstract} terms={terms} />
        </Text>
      )}
      <Wrap gap="2" align="center" fontSize="xs" color="fg.muted">
        {keywords.length > 0 && (
          <Text as="span">
            关键词：
            {keywords.map((keyword, index) => (
              <Text as="span" key={`${keyword}-${index}`}>
                {index > 0 && '；'}
                <Highlight text={keyword} terms={terms} />
              </Text>
            ))}
          </Text>
        )}
        <Text as="span">被引 {formatCount(work.citedCount)}</Text>
        <Text as="span">下载 {formatCount(work.downloadCount)}</Text>
      </Wrap>
    </Box>
  );
}

import { chineseDay, presentParts } from '@/shared/lib/format';
import { HStack, Text } from '@chakra-ui/react';
import type { Article } from '@/shared/api/generated/model';
import { articleText, formatArticleTime, formatViews } from '../lib/format';

interface ArticleMetaProps {
  article: Pick<Article, 'source' | 'author' | 'publishTime' | 'views'>;
  /** `detail` adds the author and the time of day. */
  variant?: 'list' | 'detail';
}

/** 来源 · 作者 · 日期 · 阅读数: only what the API filled in. */
export function ArticleMeta({ article, variant = 'list' }: ArticleMetaProps) {
  const source = articleText(article.source);
  const author = variant === 'detail' ? articleText(article.author) : '';
  const time = variant === 'detail' ? formatArticleTime(article.publishTime) : chineseDay(article.publishTime);
  const parts = presentParts([
    source && `来源：${source}`,
    author && `作者：${author}`,
    time && (variant === 'detail' ? `发布时间：${time}` : time),
    `阅读 ${formatViews(article.views)}`,
  ]);
  return (
    <HStack gap="0" flexWrap="wrap" fontSize="sm" color="fg.muted" columnGap="4" rowGap="1">
      {parts.map((part) => (
        <Text as="span" key={part}>
          {part}
        </Text>
      ))}
    </HStack>
  );
}

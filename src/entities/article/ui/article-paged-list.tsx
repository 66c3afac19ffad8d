import { Box, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useRef } from 'react';
import { useListArticles } from '@/shared/api/generated/endpoints/article/article';
import { ListView, listPage } from '@/shared/ui/list-view';
import { ArticleListItem } from './article-list-item';
import { ARTICLE_PAGE_SIZE, articleListParams } from '../api/article-list';
import type { ArticleListParams } from '../api/article-list';

interface ArticlePagedListProps {
  params: ArticleListParams;
  onPage: (page: number) => void;
  /** Whether a keyword or date range narrows the list (changes the empty state). */
  filtered: boolean;
  onClearFilters: () => void;
  /** What one article is called in the count line, e.g. 篇资讯. */
  unit: string;
}

/** A page of articles with its count, loading, empty and error states and the pager (ListView). */
export function ArticlePagedList({ params, onPage, filtered, onClearFilters, unit }: ArticlePagedListProps) {
  const top = useRef<HTMLDivElement>(null);
  const query = useListArticles(articleListParams(params), { query: { placeholderData: keepPreviousData } });
  return (
    <Box ref={top} scrollMarginTop="20">
      <ListView
        query={query}
        noun="文章"
        empty={{
          title: '暂无文章',
          filtered,
          noMatch: { title: '没有找到符合条件的文章', description: '换个关键词或日期范围再试试。', onClear: onClearFilters },
        }}
        page={params.page}
        pageSize={ARTICLE_PAGE_SIZE}
        onPage={onPage}
        pagerLabel="文章列表分页"
        scrollTargetRef={top}
      >
        {(rows) => (
          <>
            {/* The count of the answer as it comes (the rows below follow in a deferred render). */}
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              共 {listPage(query.data).total} {unit}
            </Text>
            <Box>
              {rows.map((article) => (
                <ArticleListItem key={article.id} article={article} terms={params.keyword ?? ''} headingAs="h2" />
              ))}
            </Box>
          </>
        )}
      </ListView>
    </Box>
  );
}

import { Box, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useRef } from 'react';
import { useListArticles } from '@/shared/api/generated/endpoints/article/article';
import { EmptyList } from '@/shared/ui/empty-list';
import { ErrorState } from '@/shared/ui/error-state';
import { useHydrating } from '@/shared/ui/hydration';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { Pagination } from '@/shared/ui/pagination';
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

/** A page of articles with its count, loading, empty and error states and the pager. */
export function ArticlePagedList({ params, onPage, filtered, onClearFilters, unit }: ArticlePagedListProps) {
  const top = useRef<HTMLDivElement>(null);
  // The server-rendered page (src/app/server.tsx) holds the skeleton: so does the hydrating render,
  // even when the answer came first.
  const hydrating = useHydrating();
  const query = useListArticles(articleListParams(params), { query: { placeholderData: keepPreviousData } });
  const result = query.data?.data;
  const rows = Array.isArray(result?.rows) ? result.rows : [];
  const total = typeof result?.total === 'number' && Number.isFinite(result.total) ? result.total : 0;

  return (
    <Box ref={top} scrollMarginTop="20" aria-busy={query.isFetching || hydrating}>
      {query.isPending || hydrating ? (
        <ListSkeleton label="正在加载文章" />
      ) : query.isError && !result ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyList
          title="暂无文章"
          filtered={filtered}
          noMatch={{ title: '没有找到符合条件的文章', description: '换个关键词或日期范围再试试。', onClear: onClearFilters }}
        />
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            共 {total} {unit}
          </Text>
          <Box opacity={query.isPlaceholderData ? 0.6 : 1} transition="opacity 0.2s">
            {rows.map((article) => (
              <ArticleListItem key={article.id} article={article} terms={params.keyword ?? ''} headingAs="h2" />
            ))}
          </Box>
          <Pagination
            total={total}
            page={params.page}
            pageSize={ARTICLE_PAGE_SIZE}
            onChange={onPage}
            scrollTargetRef={top}
            label="文章列表分页"
          />
        </>
      )}
    </Box>
  );
}

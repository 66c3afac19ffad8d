import { Stack } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { PAGE_SIZE_DEFAULT } from '@/shared/config';
import { EmptyList, type EmptyListProps } from '../empty-list';
import { ErrorState } from '../error-state';
import { InlineNotice } from '../inline-notice';
import { ListSkeleton, type ListSkeletonProps } from '../list-skeleton';
import { Pagination } from '../pagination';
import { listPage, type PagedAnswer } from './list-page';
import { useShownQuery } from './use-shown-query';

/** What ListView reads of a TanStack Query result. */
export interface ListQuery<Row> {
  data?: PagedAnswer<Row>;
  isPending: boolean;
  isError: boolean;
  error: { message: string } | null;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

export interface ListViewProps<Row> {
  /** The list's query (a generated `useList…` hook, with `placeholderData: keepPreviousData`). */
  query: ListQuery<Row>;
  /**
   * What the list holds, e.g. 卡密: it names the skeleton (正在加载卡密) and the pager (卡密分页)
   * for screen readers, unless `loading.label` or `pagerLabel` says otherwise.
   */
  noun: string;
  /** The skeleton while the first page loads: its rows or cards, and its spoken label if not the noun's. */
  loading?: ListSkeletonProps;
  /** The failure's heading, when not the default 加载失败. */
  errorTitle?: string;
  /** What an empty list says: an EmptyList's props (with `filtered` / `noMatch` for a filtered list). */
  empty: EmptyListProps;
  /** The current page (1-based), the page size, and what a new page does (usually the URL). */
  page: number;
  pageSize?: number;
  onPage: (page: number) => void;
  /** The pager's name for screen readers, when not 「{noun}分页」. */
  pagerLabel?: string;
  /** The pager leaves out its 共 N 条 (the screen says the count itself). */
  hideTotal?: boolean;
  /** The list's top, scrolled to after a page change. */
  scrollTargetRef?: RefObject<HTMLElement | null>;
  /** Above the rows, below the state switch (a notice, a count). */
  header?: ReactNode;
  /** Space between the header, the rows and the pager (none unless given). */
  gap?: string;
  /** The rows, drawn by the screen. */
  children: (rows: Row[], total: number) => ReactNode;
}

/**
 * One list section's states, written once for every list screen: a skeleton while the first page
 * loads; the failure with 重试 when there is nothing to show; the empty state; then the rows
 * (dimmed and marked busy while the next page loads) and the SPEC §9 pager. A refresh that fails
 * while rows are shown keeps them, with a notice and 重试 above them. Drawn from `useShownQuery`:
 * the skeleton while hydrating, the rows in a render of their own.
 */
export function ListView<Row>({
  query: current,
  noun,
  loading,
  errorTitle,
  empty,
  page,
  pageSize = PAGE_SIZE_DEFAULT,
  onPage,
  pagerLabel,
  hideTotal,
  scrollTargetRef,
  header,
  gap = '0',
  children,
}: ListViewProps<Row>) {
  const query = useShownQuery(current);
  if (query.isPending) return <ListSkeleton label={`正在加载${noun}`} {...loading} />;
  const { rows, total } = listPage(query.data);
  // A failure with no rows to keep (none loaded, or an empty page) is the failure, not "empty".
  if (query.isError && rows.length === 0)
    return <ErrorState title={errorTitle} message={query.error?.message} onRetry={() => void query.refetch()} />;
  const pager = (
    <Pagination
      total={total}
      page={page}
      pageSize={pageSize}
      onChange={onPage}
      scrollTargetRef={scrollTargetRef}
      label={pagerLabel ?? `${noun}分页`}
      hideTotal={hideTotal}
    />
  );
  // A page past the end (a stale or hand-edited URL): the pager moves the URL back to the last page.
  if (rows.length === 0)
    return (
      <>
        <EmptyList {...empty} />
        {total > 0 && pager}
      </>
    );
  return (
    <Stack gap={gap} opacity={query.isPlaceholderData ? 0.6 : 1} transition="opacity 0.2s" aria-busy={query.isFetching}>
      {query.isError && !query.isFetching && (
        <InlineNotice text="列表刷新失败，下面是上次加载的内容" reason={query.error?.message} onRetry={() => void query.refetch()} />
      )}
      {header}
      {children(rows, total)}
      {pager}
    </Stack>
  );
}

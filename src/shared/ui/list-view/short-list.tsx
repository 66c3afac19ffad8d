import type { ReactNode } from 'react';
import { ErrorState } from '../error-state';
import { ListSkeleton, type ListSkeletonProps } from '../list-skeleton';
import { listPage } from './list-page';
import type { ListQuery } from './list-view';
import { useShownQuery } from './use-shown-query';

export interface ShortListProps<Row> {
  /** The list's first page (a small `pageSize`). */
  query: Pick<ListQuery<Row>, 'data' | 'isPending' | 'isError' | 'error' | 'refetch'>;
  /** The skeleton while it loads: its spoken label, its rows. */
  loading: ListSkeletonProps & { label: string };
  /** The failure's heading, when not the default 加载失败. */
  errorTitle?: string;
  /** What an empty list says (an EmptyList). */
  empty: ReactNode;
  /** The rows, drawn by the section. */
  children: (rows: Row[]) => ReactNode;
}

/**
 * The first rows of a list without a pager (a home section, a side column, with its own 更多
 * link), or a whole list an answer holds (`data` the list itself: a price list, the options of a
 * choice): the skeleton, the failure with 重试, the empty state, then the rows.
 */
export function ShortList<Row>({ query: current, loading, errorTitle, empty, children }: ShortListProps<Row>) {
  // Sections load after the page has taken over, several at a time (the home page): drawing each
  // in one piece kept the page from answering.
  const query = useShownQuery(current);
  if (query.isPending) return <ListSkeleton {...loading} />;
  if (query.isError) return <ErrorState title={errorTitle} message={query.error?.message} onRetry={() => void query.refetch()} />;
  const { rows } = listPage(query.data);
  return rows.length === 0 ? empty : children(rows);
}

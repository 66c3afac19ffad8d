import type { ReactNode } from 'react';
import { isApiError } from '@/shared/api';
import { EmptyList } from '../empty-list';
import { ErrorState } from '../error-state';

export interface DetailStatesProps<Item> {
  /** The id from the path, undefined when it names none. */
  id: number | undefined;
  /** The one item's query (a generated `useGet…` hook). */
  query: {
    data?: { data?: Item | null } | null;
    isSuccess: boolean;
    isError: boolean;
    error: { message: string } | null;
    refetch: () => unknown;
  };
  /** Over the missing and failed states: the page's h1 (and its way back). */
  header: ReactNode;
  /** What the missing states say: no id (未指定…), an id the API does not know (…不存在或已下线). */
  missing: { unspecified: string; gone: string; description?: string; action: ReactNode };
  /** While the item loads (it keeps the page's one h1). */
  loading: ReactNode;
  /** The loaded item. */
  children: (item: Item) => ReactNode;
}

/**
 * A detail page's states (an article, an expert): no id or an unknown one with the way on, a failed
 * load with 重试, the skeleton, then the page's view of the item.
 */
export function DetailStates<Item>({ id, query, header, missing, loading, children }: DetailStatesProps<Item>) {
  const item = query.data?.data ?? undefined;
  const gone = (query.isSuccess && !item) || (query.isError && isApiError(query.error) && query.error.kind === 'notFound');
  if (id === undefined || gone)
    return (
      <>
        {header}
        <EmptyList
          title={id === undefined ? missing.unspecified : missing.gone}
          description={missing.description}
          action={missing.action}
        />
      </>
    );
  if (query.isError)
    return (
      <>
        {header}
        <ErrorState message={query.error?.message} onRetry={() => void query.refetch()} />
      </>
    );
  if (!item) return loading;
  return children(item);
}

import { Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useGetWork } from '@/shared/api/generated/endpoints/work/work';
import type { WorkDetail } from '@/shared/api/generated/model';
import { useItemMeta } from '@/shared/lib/page-meta';
import { EmptyList } from '@/shared/ui/empty-list';
import { ErrorState } from '@/shared/ui/error-state';
import { PageHeading } from '@/shared/ui/page-heading';
import { WorkDetailSkeleton } from './work-detail-skeleton';
import { workItemMeta } from '../lib/item-meta';
import { workIdOf } from '../lib/work-id';

export interface WorkDetailLoadProps {
  /** The id from the path, as typed. */
  rawId: string | undefined;
  /** The h1 while there is no work to title the page (作品详情). */
  heading: string;
  /** What the page calls a work in its messages (作品, 文献). */
  noun: string;
  /** Where to open one from, when the path names none. */
  unspecified: string;
  /** The way on from a missing work. */
  action: ReactNode;
  /** The loaded work (its title is the page's h1). */
  children: (work: WorkDetail) => ReactNode;
}

/**
 * A work page's states: no usable id, loading (the page keeps one h1), a failed load with 重试,
 * a work the API does not know, then the page's own view of the work, which the page's title and
 * share card then name.
 */
export function WorkDetailLoad({ rawId, heading, noun, unspecified, action, children }: WorkDetailLoadProps) {
  const id = workIdOf(rawId);
  const query = useGetWork(id ?? 0, { query: { enabled: id !== undefined }, request: { silent: true } });
  const work = query.data?.data;
  // The page names its work (title, breadcrumbs, share card) once loaded.
  useItemMeta(work && workItemMeta(work));

  if (id === undefined)
    return (
      <>
        <PageHeading title={heading} />
        <EmptyList title={`未指定${noun}`} description={unspecified} action={action} />
      </>
    );
  if (query.isPending)
    return (
      <>
        {/* The page keeps its one h1 while the work's title is on its way. */}
        <Heading as="h1" srOnly>
          {heading}
        </Heading>
        <WorkDetailSkeleton />
      </>
    );
  if (query.isError && query.error.kind !== 'notFound')
    return (
      <>
        <PageHeading title={heading} />
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      </>
    );
  if (!work)
    return (
      <>
        <PageHeading title={heading} />
        <EmptyList title={`${noun}不存在或已下线`} description={`未找到编号为 ${id} 的${noun}。`} action={action} />
      </>
    );
  return children(work);
}

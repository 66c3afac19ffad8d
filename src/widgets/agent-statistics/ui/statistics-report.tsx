import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorState } from '@/shared/ui/error-state';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { StatisticsTotals } from './statistics-totals';

/**
 * What every statistics answer carries: the range the server used and its sums. Optional here
 * (the contract may make them so), and shown as 「—」 when absent or not computable.
 */
interface StatisticsSums {
  beginTime?: string | null;
  endTime?: string | null;
  totalCount?: number | null;
  totalAmount?: number | null;
}

interface StatisticsReportProps<T extends StatisticsSums> {
  /** The statistics query; it keeps the previous range on screen (dimmed) while a new one loads. */
  query: {
    isPending: boolean;
    isError: boolean;
    error?: Error | null;
    isPlaceholderData: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  data: T | undefined;
  loadingLabel: string;
  countLabel: string;
  amountLabel: string;
  /** Shown under the sums when nothing was counted in the range. */
  empty: ReactNode;
  /** The chart and breakdown tables of a range with something in it. */
  children: (data: T) => ReactNode;
}

/** Loading, failure and the sums of a statistics page; the breakdowns are the page's own. */
export function StatisticsReport<T extends StatisticsSums>({
  query,
  data,
  loadingLabel,
  countLabel,
  amountLabel,
  empty,
  children,
}: StatisticsReportProps<T>) {
  if (query.isPending) return <ListSkeleton count={4} label={loadingLabel} />;
  if (query.isError || !data) return <ErrorState message={query.error?.message} onRetry={() => void query.refetch()} />;
  return (
    <Stack gap="6" opacity={query.isPlaceholderData ? 0.6 : 1} transition="opacity 0.2s" aria-busy={query.isFetching}>
      <StatisticsTotals
        beginTime={data.beginTime}
        endTime={data.endTime}
        totalCount={data.totalCount}
        totalAmount={data.totalAmount}
        countLabel={countLabel}
        amountLabel={amountLabel}
      />
      {data.totalCount === 0 ? empty : children(data)}
    </Stack>
  );
}

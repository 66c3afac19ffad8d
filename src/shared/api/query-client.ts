import { QueryClient } from '@tanstack/react-query';

/**
 * The portal's query client. The HTTP client has already shown the error message by the time a
 * query fails, so queries retry only once, and only when the network or a timeout failed:
 * a server that answered with a code will answer the same again.
 *
 * `networkMode: 'always'`: TanStack's default ('online') pauses every query and mutation while
 * the browser says it is offline, and a paused query is a skeleton that never ends, a paused
 * mutation a button that never answers. Here they run and fail at once with the pipeline's
 * message (「后端接口连接异常」), the section shows its error with a retry, the offline banner says
 * why, and queries that failed refetch by themselves when the browser is back online
 * (refetchOnReconnect).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 1 && isTransient(error),
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

function isTransient(error: unknown): boolean {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return kind === 'network' || kind === 'timeout';
}

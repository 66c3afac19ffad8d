import { QueryClient } from '@tanstack/react-query';

/**
 * The portal's query client. The HTTP client has already shown the error message by the time a
 * query fails, so queries retry only once, and only when the network or a timeout failed:
 * a server that answered with a code will answer the same again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 1 && isTransient(error),
      },
      mutations: { retry: false },
    },
  });
}

function isTransient(error: unknown): boolean {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return kind === 'network' || kind === 'timeout';
}

import type { QueryClient, QueryKey, QueryFunction } from '@tanstack/react-query';
import type { ClientOptions } from './http';
import { loadHttp } from './mutator';

/** What a generated `get…QueryOptions` gives (its key and the function that asks). */
export interface StartableQuery {
  queryKey: QueryKey;
  queryFn?: QueryFunction<unknown, QueryKey> | unknown;
}

/**
 * Starts a page's first query from its route's `loader`, so that the request is on its way while
 * the page's code still loads, instead of after it: on a slow network every level of chunks costs
 * a round trip, and the list that makes up the page came last. The HTTP client loads beside the
 * endpoint module. The router also runs loaders when a link is pointed at or focused
 * (`defaultPreload: 'intent'`), so the data comes with the chunks; pass `preload` and such a request
 * is `speculative` (nobody asked for the page yet: a failure shows no toast and a 401 no expiry
 * prompt; the page asks again, and reports, when it opens).
 *
 * Fire and forget: the loader neither waits nor fails. The page's own query has the same key and
 * takes the request in flight or its answer (within the client's staleTime), and shows its
 * skeleton, data or error as it always does; a module that cannot load leaves the asking to it.
 */
export function startQuery(
  queryClient: QueryClient,
  options: (request: Pick<ClientOptions, 'speculative'>) => Promise<StartableQuery>,
  { preload = false }: { preload?: boolean } = {},
): void {
  loadHttp().catch(() => undefined);
  options(preload ? { speculative: true } : {}).then(
    (query) => queryClient.prefetchQuery(query as Parameters<QueryClient['prefetchQuery']>[0]),
    () => undefined,
  );
}

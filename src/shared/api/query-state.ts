/**
 * Whether a query failed and has had no data since: in error, or fetching again after an error.
 * When a query without data fetches again, TanStack Query sets it back to `pending` and clears
 * its error, so `status === 'error'` alone would make a failure notice vanish during every new
 * try and come back a moment later. Takes a query's `state` or an observer's result.
 */
export function failedWithoutData(state: { status: 'pending' | 'error' | 'success'; errorUpdateCount: number }): boolean {
  return state.status === 'error' || (state.status === 'pending' && state.errorUpdateCount > 0);
}

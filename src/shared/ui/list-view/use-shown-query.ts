import { useDeferredValue } from 'react';
import { useHydrating } from '../hydration';

/**
 * The state of a list's query that the screen draws:
 * - while React hydrates a server-rendered page, the first page still loading, whatever has come
 *   (the server rendered the skeleton: the list's route loader may have its answer before the
 *   hydration's render);
 * - after that, the query one step behind (`useDeferredValue`). The query store's update renders
 *   at once and cannot be sliced (useSyncExternalStore): that render keeps what was drawn, and
 *   the new rows follow in a deferred render, which React slices and which yields to the browser
 *   between components (a page of twelve expert cards was one task of about 250 ms at 4x CPU).
 *
 * A list's heading and its rows read it alike, so the count never runs ahead of the rows.
 */
export function useShownQuery<Query extends { isPending: boolean }>(query: Query): Query {
  const hydrating = useHydrating();
  const shown = useDeferredValue(query);
  return hydrating ? { ...shown, isPending: true } : shown;
}

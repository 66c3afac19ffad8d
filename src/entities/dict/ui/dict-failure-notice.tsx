import { useQueryClient, type Query, type QueryCache } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { failedWithoutData } from '@/shared/api';
import { failureMessage } from '@/shared/lib/error-message';
import { InlineNotice } from '@/shared/ui/inline-notice';

export const DICT_FAILURE_TEXT = '状态名称加载失败，列表中暂以原始代码显示';

/** Dictionary queries are keyed `/dict/data/type/<type>` (generated getGetDictDataQueryKey); any query's key is unknown[]. */
const isDict = (query: Query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/dict/data/type/');

/** Failed and not had since (also while it is asked again: see failedWithoutData). */
const isFailedDict = (query: Query) => isDict(query) && failedWithoutData(query.state);

/** The last reason each dictionary query gave, for while it asks again. */
const lastReason = new WeakMap<Query, string>();

/**
 * The notice's state as one primitive (so the hook re-renders on changes only): null when no
 * dictionary failed, else `<1 while asking again, else 0><the first failure's reason>`.
 */
function snapshotOf(cache: QueryCache): string | null {
  const failed = cache.findAll({ predicate: isFailedDict });
  const first = failed[0];
  if (!first) return null;
  if (first.state.status === 'error') lastReason.set(first, failureMessage(first.state.error, ''));
  const asking = failed.some((query) => query.state.fetchStatus === 'fetching');
  return `${asking ? 1 : 0}${lastReason.get(first) ?? ''}`;
}

/**
 * One notice for the page when a dictionary could not be had (a 500, a dropped network, an answer
 * the contract check refused): the tags and filters then show raw codes, and this says why and
 * asks again. It sits once in each layout, so every page that uses a dictionary gets it. While a
 * failed dictionary is asked again (its retry, or a page that needs it opening), the notice stays
 * and its button shows the wait.
 */
export function DictFailureNotice() {
  const client = useQueryClient();
  const cache = client.getQueryCache();
  const snapshot = useSyncExternalStore<string | null>(
    useCallback((onChange) => cache.subscribe(onChange), [cache]),
    () => snapshotOf(cache),
    () => null,
  );
  if (snapshot === null) return null;

  const retry = () => void client.refetchQueries({ predicate: isFailedDict });
  return (
    <InlineNotice
      text={DICT_FAILURE_TEXT}
      reason={snapshot.slice(1)}
      onRetry={retry}
      retrying={snapshot.startsWith('1')}
      justify="center"
      px="4"
    />
  );
}

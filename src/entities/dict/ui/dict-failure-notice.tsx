import { useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { failureMessage } from '@/shared/lib/error-message';
import { InlineNotice } from '@/shared/ui/inline-notice';

export const DICT_FAILURE_TEXT = '状态名称加载失败，列表中暂以原始代码显示';

/** Dictionary queries are keyed `/dict/data/type/<type>` (generated getGetDictDataQueryKey). */
const isFailedDict = (query: Query) =>
  query.state.status === 'error' && typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/dict/data/type/');

/**
 * One notice for the page when a dictionary could not be had (a 500, a dropped network, an answer
 * the contract check refused): the tags and filters then show raw codes, and this says why and
 * asks again. It sits once in each layout, so every page that uses a dictionary gets it.
 */
export function DictFailureNotice() {
  const client = useQueryClient();
  const cache = client.getQueryCache();
  const [retrying, setRetrying] = useState(false);
  // A primitive snapshot (the first failure's message, null when none) keeps re-renders to changes.
  const message = useSyncExternalStore<string | null>(
    useCallback((onChange) => cache.subscribe(onChange), [cache]),
    () => {
      const failed = cache.findAll({ predicate: isFailedDict })[0];
      return failed ? failureMessage(failed.state.error, '') : null;
    },
    () => null,
  );
  if (message === null) return null;

  const retry = () => {
    setRetrying(true);
    void client.refetchQueries({ predicate: isFailedDict }).finally(() => setRetrying(false));
  };
  return <InlineNotice text={DICT_FAILURE_TEXT} reason={message} onRetry={retry} retrying={retrying} justify="center" px="4" />;
}

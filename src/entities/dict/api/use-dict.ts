import { useMemo } from 'react';
import { useGetDictData } from '@/shared/api/generated/endpoints/dict/dict';
import type { DictEntry } from '@/shared/api/generated/model';

const EMPTY: DictEntry[] = [];

/**
 * Dictionary entries of a type. Cached for the whole visit: every caller of the same type shares
 * one query (and so one request), however many components ask at the same time.
 */
export function useDict(type: string) {
  const query = useGetDictData(type, {
    query: { staleTime: Infinity, gcTime: Infinity, enabled: type !== '' },
  });
  return { ...query, entries: query.data?.data ?? EMPTY };
}

/** A dictionary's entries as a filter's options (`FilterSelect`): value and label. */
export function useDictOptions(type: string) {
  const { entries } = useDict(type);
  return useMemo(() => entries.map((entry) => ({ value: entry.dictValue, label: entry.dictLabel })), [entries]);
}

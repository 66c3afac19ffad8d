import { useState } from 'react';
import type { FormEvent } from 'react';
import { KEYWORD_MAX } from '@/shared/config';
import { dayOf } from '@/shared/lib/format';

type Draft<K extends string> = Record<K, string>;
/** What 查询 hands on: every value trimmed, '' as undefined, `beginTime`/`endTime` as checked days. */
export type FilterValues<K extends string> = Record<K, string | undefined>;

interface Problems {
  keyword?: string;
  range?: string;
}

function draftOf<K extends string>(search: Partial<Record<K, unknown>>, keys: readonly K[]): Draft<K> {
  return Object.fromEntries(keys.map((key) => [key, search[key] === undefined ? '' : String(search[key])])) as Draft<K>;
}

/** The conventions of every bar: `keyword` at most KEYWORD_MAX characters, `beginTime`..`endTime` real days in order. */
function check(draft: Record<string, string>): Problems {
  const problems: Problems = {};
  if ((draft.keyword ?? '').trim().length > KEYWORD_MAX) problems.keyword = `关键词不能超过${KEYWORD_MAX}个字`;
  const { beginTime = '', endTime = '' } = draft;
  const begin = dayOf(beginTime);
  const end = dayOf(endTime);
  if ((beginTime && !begin) || (endTime && !end)) problems.range = '请输入正确的日期';
  else if (begin && end && begin > end) problems.range = '开始日期不能晚于结束日期';
  return problems;
}

/**
 * The fields of a filter bar as typed, until 查询: `keys` name the URL's filters, `search` is the
 * URL's values (the draft follows them when they change from outside: back, forward, 重置, a
 * link). 查询 checks the draft (see `check`) and hands `onSubmit` the values; the list turns them
 * into its search params.
 */
export function useFilterDraft<K extends string>(
  search: Partial<Record<K, unknown>>,
  keys: readonly K[],
  onSubmit: (values: FilterValues<K>) => void,
) {
  const [draft, setDraft] = useState(() => draftOf(search, keys));
  const [problems, setProblems] = useState<Problems>({});
  const url = draftOf(search, keys);
  const urlKey = JSON.stringify(url);
  const [syncedKey, setSyncedKey] = useState(urlKey);
  if (syncedKey !== urlKey) {
    setSyncedKey(urlKey);
    setDraft(url);
    setProblems({});
  }

  const field = (key: K) => ({
    value: draft[key],
    onChange: (value: string) => setDraft((current) => ({ ...current, [key]: value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(draft);
    setProblems(found);
    if (found.keyword || found.range) return;
    const values = Object.fromEntries(
      keys.map((key) => {
        const value = draft[key].trim();
        return [key, key === 'beginTime' || key === 'endTime' ? dayOf(value) : value || undefined];
      }),
    );
    onSubmit(values as FilterValues<K>);
  };

  return {
    /** Whether the URL holds any of the filters (重置 has something to do). */
    filtered: Object.values<string>(url).some((value) => value !== ''),
    submit,
    /** Value and change of one field, for `FilterSelect` (or `FilterKeyword`). */
    field,
    /** The `keyword` field with its problem, for `FilterKeyword`. */
    keyword: () => ({ ...field('keyword' as K), error: problems.keyword }),
    /** The `beginTime`..`endTime` pair for `DateRangeField`. */
    range: () => ({
      begin: (draft as Record<string, string>).beginTime ?? '',
      end: (draft as Record<string, string>).endTime ?? '',
      onChange: ({ begin, end }: { begin: string; end: string }) => setDraft((current) => ({ ...current, beginTime: begin, endTime: end })),
      error: problems.range,
    }),
  };
}

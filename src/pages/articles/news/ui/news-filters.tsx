import { DateRangeField } from '@/shared/ui/date-picker';
import { FilterBar, FilterKeyword, useFilterDraft } from '@/shared/ui/filter-bar';
import { validateNewsSearch } from '../model/search';
import type { NewsSearch } from '../model/search';

interface NewsFiltersProps {
  search: NewsSearch;
  onSubmit: (filters: NewsSearch) => void;
  onReset: () => void;
}

/** Keyword and publish-date range (beginTime/endTime), checked before they go to the URL. */
export function NewsFilters({ search, onSubmit, onReset }: NewsFiltersProps) {
  const draft = useFilterDraft(search, ['keyword', 'beginTime', 'endTime'], (values) => onSubmit(validateNewsSearch(values)));
  return (
    <FilterBar
      label="筛选新闻资讯"
      templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: '2fr 1fr 1fr auto' }}
      draft={draft}
      onReset={onReset}
      mb="6"
    >
      <FilterKeyword {...draft.keyword()} placeholder="标题或摘要中的词" enterKeyHint="search" gridColumn={{ sm: '1 / -1', lg: 'auto' }} />
      <DateRangeField {...draft.range()} layout={{ gridColumn: { sm: 'span 2' } }} />
    </FilterBar>
  );
}

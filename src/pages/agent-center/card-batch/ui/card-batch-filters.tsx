import { DateRangeField } from '@/shared/ui/date-picker';
import { FilterBar, FilterKeyword, useFilterDraft } from '@/shared/ui/filter-bar';
import { validateCardBatchSearch } from '../model/card-batch-search';
import type { CardBatchSearch } from '../model/card-batch-search';

interface CardBatchFiltersProps {
  search: CardBatchSearch;
  onSubmit: (filters: CardBatchSearch) => void;
  onReset: () => void;
}

/** Keyword (batch number or name) and the creation-day range. */
export function CardBatchFilters({ search, onSubmit, onReset }: CardBatchFiltersProps) {
  const draft = useFilterDraft(search, ['keyword', 'beginTime', 'endTime'], (values) => onSubmit(validateCardBatchSearch(values)));
  return (
    <FilterBar
      label="筛选卡密批次"
      templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: '2fr 1fr 1fr auto' }}
      draft={draft}
      onReset={onReset}
    >
      <FilterKeyword
        {...draft.keyword()}
        type="search"
        maxLength={50}
        placeholder="批次号或批次名称"
        gridColumn={{ sm: '1 / -1', lg: 'auto' }}
      />
      <DateRangeField {...draft.range()} labels={{ begin: '创建日期从', end: '创建日期至' }} layout={{ gridColumn: { sm: 'span 2' } }} />
    </FilterBar>
  );
}

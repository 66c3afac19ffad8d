import { useDictOptions } from '@/entities/dict';
import { DateRangeField } from '@/shared/ui/date-picker';
import { FilterBar, FilterKeyword, FilterSelect, useFilterDraft } from '@/shared/ui/filter-bar';
import { validateMyWorksSearch } from '../model/search';
import type { MyWorksSearch } from '../model/search';

interface WorksFiltersProps {
  search: MyWorksSearch;
  onSubmit: (filters: MyWorksSearch) => void;
  onReset: () => void;
}

/** Status (dictionary `work_status`), keyword and date range, checked before they go to the URL. */
export function WorksFilters({ search, onSubmit, onReset }: WorksFiltersProps) {
  const statuses = useDictOptions('work_status');
  const draft = useFilterDraft(search, ['status', 'keyword', 'beginTime', 'endTime'], (values) => onSubmit(validateMyWorksSearch(values)));
  return (
    <FilterBar
      label="筛选作品"
      templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: '9rem minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr) auto' }}
      wide="xl"
      draft={draft}
      onReset={onReset}
      mb="4"
    >
      <FilterSelect {...draft.field('status')} label="审核状态" all="全部状态" options={statuses} />
      <FilterKeyword {...draft.keyword()} placeholder="标题、关键词或作者" enterKeyHint="search" />
      <DateRangeField {...draft.range()} layout={{ gridColumn: { sm: 'span 2' } }} />
    </FilterBar>
  );
}

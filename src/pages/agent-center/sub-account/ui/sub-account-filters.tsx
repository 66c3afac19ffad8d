import { useDictOptions } from '@/entities/dict';
import { FilterBar, FilterKeyword, FilterSelect, useFilterDraft } from '@/shared/ui/filter-bar';
import { validateSubAccountSearch } from '../model/sub-account-search';
import type { SubAccountSearch } from '../model/sub-account-search';

interface SubAccountFiltersProps {
  search: SubAccountSearch;
  onSubmit: (filters: SubAccountSearch) => void;
  onReset: () => void;
}

/** Keyword (account, nickname, mobile) and status from `sys_normal_disable`. */
export function SubAccountFilters({ search, onSubmit, onReset }: SubAccountFiltersProps) {
  const statuses = useDictOptions('sys_normal_disable');
  const draft = useFilterDraft(search, ['keyword', 'status'], (values) => onSubmit(validateSubAccountSearch(values)));
  return (
    <FilterBar label="筛选子账号" templateColumns={{ base: '1fr', sm: '2fr 1fr', lg: '2fr 1fr auto' }} draft={draft} onReset={onReset}>
      <FilterKeyword {...draft.keyword()} type="search" maxLength={50} placeholder="账号、昵称或手机号" />
      <FilterSelect {...draft.field('status')} label="状态" all="全部状态" options={statuses} />
    </FilterBar>
  );
}

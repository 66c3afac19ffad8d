import { SELLABLE_SERVICES, SERVICE_GROUP_LABELS } from '@/entities/check-type';
import { useDictOptions } from '@/entities/dict';
import { FilterBar, FilterKeyword, FilterSelect, useFilterDraft } from '@/shared/ui/filter-bar';
import { validateCheckPromotionSearch } from '../model/check-promotion-search';
import type { CheckPromotionSearch } from '../model/check-promotion-search';

const SERVICES = SELLABLE_SERVICES.map((value) => ({ value, label: SERVICE_GROUP_LABELS[value] }));

interface PromotionFiltersProps {
  search: CheckPromotionSearch;
  onSubmit: (filters: CheckPromotionSearch) => void;
  onReset: () => void;
}

/** Keyword (code or name), status (`promotion_status`) and service. */
export function PromotionFilters({ search, onSubmit, onReset }: PromotionFiltersProps) {
  const statuses = useDictOptions('promotion_status');
  const draft = useFilterDraft(search, ['keyword', 'status', 'service'], (values) => onSubmit(validateCheckPromotionSearch(values)));
  return (
    <FilterBar
      label="筛选推广码"
      templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: '2fr 1fr 1fr auto' }}
      draft={draft}
      onReset={onReset}
    >
      <FilterKeyword
        {...draft.keyword()}
        type="search"
        maxLength={50}
        placeholder="推广码或推广名称"
        gridColumn={{ sm: '1 / -1', lg: 'auto' }}
      />
      <FilterSelect {...draft.field('status')} label="状态" all="全部状态" options={statuses} />
      <FilterSelect {...draft.field('service')} label="服务" all="全部服务" options={SERVICES} />
    </FilterBar>
  );
}

import { useDictOptions } from '@/entities/dict';
import type { CardBatch } from '@/shared/api/generated/model';
import { FilterBar, FilterKeyword, FilterSelect, useFilterDraft } from '@/shared/ui/filter-bar';
import { validateCardDetailsSearch } from '../model/card-details-search';
import type { CardDetailsSearch } from '../model/card-details-search';

interface CardDetailsFiltersProps {
  search: CardDetailsSearch;
  batches: readonly CardBatch[];
  onSubmit: (filters: CardDetailsSearch) => void;
  onReset: () => void;
}

/** Batch, status (`card_status`) and card number. */
export function CardDetailsFilters({ search, batches, onSubmit, onReset }: CardDetailsFiltersProps) {
  const statuses = useDictOptions('card_status');
  const draft = useFilterDraft(search, ['batchId', 'status', 'keyword'], (values) => onSubmit(validateCardDetailsSearch(values)));
  const batchOptions = batches.map((batch) => ({
    value: String(batch.id),
    label: batch.name ? `${batch.batchNo} ${batch.name}` : batch.batchNo,
  }));
  return (
    <FilterBar
      label="筛选卡密"
      templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: '2fr 1fr 1.5fr auto' }}
      draft={draft}
      onReset={onReset}
    >
      {/* A batch from the URL stays selectable while the list loads. */}
      <FilterSelect
        {...draft.field('batchId')}
        label="批次"
        all="全部批次"
        options={batchOptions}
        unknownLabel={(id) => `批次 ${id}`}
        gridColumn={{ sm: '1 / -1', lg: 'auto' }}
      />
      <FilterSelect {...draft.field('status')} label="状态" all="全部状态" options={statuses} />
      <FilterKeyword {...draft.keyword()} label="卡号" type="search" maxLength={30} placeholder="输入卡号查找" />
    </FilterBar>
  );
}

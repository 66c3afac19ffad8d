import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useDict } from '@/entities/dict';
import type { CardBatch } from '@/shared/api/generated/model';
import { idParam, oneOfParam } from '@/shared/lib/query-string';
import { FilterBar } from '@/shared/ui/filter-bar';
import type { CardDetailsSearch } from '../model/card-details-search';

interface CardDetailsFiltersProps {
  search: CardDetailsSearch;
  batches: readonly CardBatch[];
  onSubmit: (filters: Omit<CardDetailsSearch, 'page'>) => void;
  onReset: () => void;
}

/** Batch, status (`card_status`) and card number. Key it on the URL's filters. */
export function CardDetailsFilters({ search, batches, onSubmit, onReset }: CardDetailsFiltersProps) {
  const statuses = useDict('card_status');
  const [batchId, setBatchId] = useState(search.batchId ? String(search.batchId) : '');
  const [status, setStatus] = useState<string>(search.status ?? '');
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const filtered = Boolean(search.batchId || search.status || search.keyword);
  const knownBatch = batchId === '' || batches.some((batch) => String(batch.id) === batchId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ batchId: idParam(batchId), status: oneOfParam(['0', '1', '2'] as const, status), keyword: keyword.trim() || undefined });
  };

  return (
    <FilterBar
      label="筛选卡密"
      templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: '2fr 1fr 1.5fr auto auto' }}
      filtered={filtered}
      onSubmit={submit}
      onReset={onReset}
    >
      <Field.Root gridColumn={{ sm: '1 / -1', lg: 'auto' }}>
        <Field.Label>批次</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={batchId} onChange={(event) => setBatchId(event.currentTarget.value)}>
            <option value="">全部批次</option>
            {/* A batch from the URL stays selectable while the list loads. */}
            {!knownBatch && <option value={batchId}>批次 {batchId}</option>}
            {batches.map((batch) => (
              <option key={batch.id} value={String(batch.id)}>
                {`${batch.batchNo} ${batch.name}`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>状态</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={status} onChange={(event) => setStatus(event.currentTarget.value)}>
            <option value="">全部状态</option>
            {statuses.entries.map((entry) => (
              <option key={entry.dictValue} value={entry.dictValue}>
                {entry.dictLabel}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>卡号</Field.Label>
        <Input
          type="search"
          value={keyword}
          maxLength={30}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder="输入卡号查找"
        />
      </Field.Root>
    </FilterBar>
  );
}

import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { SELLABLE_SERVICES, SERVICE_GROUP_LABELS } from '@/entities/check-type';
import { useDict } from '@/entities/dict';
import { oneOfParam } from '@/shared/lib/query-string';
import { FilterBar } from '@/shared/ui/filter-bar';
import type { CheckPromotionSearch } from '../model/check-promotion-search';

interface PromotionFiltersProps {
  search: CheckPromotionSearch;
  onSubmit: (filters: Omit<CheckPromotionSearch, 'page'>) => void;
  onReset: () => void;
}

/** Keyword (code or name), status (`promotion_status`) and service. Key it on the URL's filters. */
export function PromotionFilters({ search, onSubmit, onReset }: PromotionFiltersProps) {
  const statuses = useDict('promotion_status');
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const [status, setStatus] = useState<string>(search.status ?? '');
  const [service, setService] = useState<string>(search.service ?? '');
  const filtered = Boolean(search.keyword || search.status || search.service);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      keyword: keyword.trim() || undefined,
      status: oneOfParam(['enabled', 'disabled', 'expired'] as const, status),
      service: oneOfParam(SELLABLE_SERVICES, service),
    });
  };

  return (
    <FilterBar
      label="筛选推广码"
      templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: '2fr 1fr 1fr auto auto' }}
      filtered={filtered}
      onSubmit={submit}
      onReset={onReset}
    >
      <Field.Root gridColumn={{ sm: '1 / -1', lg: 'auto' }}>
        <Field.Label>关键词</Field.Label>
        <Input
          type="search"
          value={keyword}
          maxLength={50}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder="推广码或推广名称"
        />
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
        <Field.Label>服务</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={service} onChange={(event) => setService(event.currentTarget.value)}>
            <option value="">全部服务</option>
            {SELLABLE_SERVICES.map((value) => (
              <option key={value} value={value}>
                {SERVICE_GROUP_LABELS[value]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </FilterBar>
  );
}

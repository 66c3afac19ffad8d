import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useDict } from '@/entities/dict';
import { FilterBar } from '@/shared/ui/filter-bar';
import type { SubAccountSearch } from '../model/sub-account-search';

interface SubAccountFiltersProps {
  search: SubAccountSearch;
  onSubmit: (filters: Omit<SubAccountSearch, 'page'>) => void;
  onReset: () => void;
}

/** Keyword (account, nickname, mobile) and status from `sys_normal_disable`. Key it on the URL's filters. */
export function SubAccountFilters({ search, onSubmit, onReset }: SubAccountFiltersProps) {
  const statuses = useDict('sys_normal_disable');
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const [status, setStatus] = useState<string>(search.status ?? '');
  const filtered = Boolean(search.keyword || search.status);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ keyword: keyword.trim() || undefined, status: status === '0' || status === '1' ? status : undefined });
  };

  return (
    <FilterBar
      label="筛选子账号"
      templateColumns={{ base: '1fr', sm: '2fr 1fr', lg: '2fr 1fr auto auto' }}
      filtered={filtered}
      onSubmit={submit}
      onReset={onReset}
    >
      <Field.Root>
        <Field.Label>关键词</Field.Label>
        <Input
          type="search"
          value={keyword}
          maxLength={50}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder="账号、昵称或手机号"
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
    </FilterBar>
  );
}

import { Button, Field, Grid, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { KEYWORD_MAX } from '@/shared/config';
import { useDict } from '@/entities/dict';
import { DateRangeField } from '@/shared/ui/date-picker';
import { dayOf } from '@/shared/lib/format';
import { MY_WORK_STATUSES } from '../model/search';
import type { MyWorksSearch } from '../model/search';

interface WorksFiltersProps {
  search: MyWorksSearch;
  onSubmit: (filters: Omit<MyWorksSearch, 'page'>) => void;
  onReset: () => void;
}

interface Errors {
  keyword?: string;
  range?: string;
}

/** Status (dictionary `work_status`), keyword and date range, checked before they go to the URL. Key it on the URL's filters. */
export function WorksFilters({ search, onSubmit, onReset }: WorksFiltersProps) {
  const statuses = useDict('work_status');
  const [status, setStatus] = useState<string>(search.status ?? '');
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const [beginTime, setBeginTime] = useState(search.beginTime ?? '');
  const [endTime, setEndTime] = useState(search.endTime ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const hasFilters = Boolean(search.status || search.keyword || search.beginTime || search.endTime);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    const trimmed = keyword.trim();
    if (trimmed.length > KEYWORD_MAX) next.keyword = `关键词不能超过${KEYWORD_MAX}个字`;
    const begin = beginTime ? dayOf(beginTime) : undefined;
    const end = endTime ? dayOf(endTime) : undefined;
    if ((beginTime && !begin) || (endTime && !end)) next.range = '请输入正确的日期';
    else if (begin && end && begin > end) next.range = '开始日期不能晚于结束日期';
    setErrors(next);
    if (next.keyword || next.range) return;
    onSubmit({
      status: MY_WORK_STATUSES.find((candidate) => candidate === status),
      keyword: trimmed || undefined,
      beginTime: begin,
      endTime: end,
    });
  };

  return (
    <form role="search" aria-label="筛选作品" onSubmit={submit} noValidate>
      <Grid
        templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: '9rem minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr) auto' }}
        gap="3"
        alignItems="start"
        bg="bg"
        p={{ base: '4', md: '5' }}
        rounded="lg"
        borderWidth="1px"
        mb="4"
      >
        <Field.Root>
          <Field.Label>审核状态</Field.Label>
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
        <Field.Root invalid={Boolean(errors.keyword)}>
          <Field.Label>关键词</Field.Label>
          <Input
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder="标题、关键词或作者"
            enterKeyHint="search"
          />
          {errors.keyword && <Field.ErrorText>{errors.keyword}</Field.ErrorText>}
        </Field.Root>
        <DateRangeField
          begin={beginTime}
          end={endTime}
          onChange={({ begin, end }) => {
            setBeginTime(begin);
            setEndTime(end);
          }}
          error={errors.range}
          layout={{ gridColumn: { sm: 'span 2' } }}
        />
        <HStack gap="2" alignSelf={{ xl: 'end' }} gridColumn={{ sm: '1 / -1', xl: 'auto' }}>
          <Button type="submit" colorPalette="brand" flex={{ base: '1', xl: 'initial' }}>
            查询
          </Button>
          <Button variant="outline" onClick={onReset} disabled={!hasFilters} flex={{ base: '1', xl: 'initial' }}>
            重置
          </Button>
        </HStack>
      </Grid>
    </form>
  );
}

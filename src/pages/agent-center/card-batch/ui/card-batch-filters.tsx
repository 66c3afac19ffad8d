import { Button, Field, Grid, Input } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { dayOf } from '@/shared/lib/format';
import { DateRangeField } from '@/shared/ui/date-picker';
import type { CardBatchSearch } from '../model/card-batch-search';

interface CardBatchFiltersProps {
  search: CardBatchSearch;
  onSubmit: (filters: Omit<CardBatchSearch, 'page'>) => void;
  onReset: () => void;
}

/** Keyword (batch number or name) and the creation-day range. Key it on the URL's filters. */
export function CardBatchFilters({ search, onSubmit, onReset }: CardBatchFiltersProps) {
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const [beginTime, setBeginTime] = useState(search.beginTime ?? '');
  const [endTime, setEndTime] = useState(search.endTime ?? '');
  const [rangeError, setRangeError] = useState<string>();
  const filtered = Boolean(search.keyword || search.beginTime || search.endTime);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const begin = dayOf(beginTime);
    const end = dayOf(endTime);
    const problem =
      (beginTime && !begin) || (endTime && !end)
        ? '请输入正确的日期'
        : begin && end && begin > end
          ? '开始日期不能晚于结束日期'
          : undefined;
    setRangeError(problem);
    if (problem) return;
    onSubmit({ keyword: keyword.trim() || undefined, beginTime: begin, endTime: end });
  };

  return (
    <form role="search" aria-label="筛选卡密批次" onSubmit={submit} noValidate>
      <Grid
        templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: '2fr 1fr 1fr auto auto' }}
        gap="3"
        alignItems="start"
        bg="bg"
        p={{ base: '4', md: '5' }}
        rounded="lg"
        borderWidth="1px"
      >
        <Field.Root gridColumn={{ sm: '1 / -1', lg: 'auto' }}>
          <Field.Label>关键词</Field.Label>
          <Input
            type="search"
            value={keyword}
            maxLength={50}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder="批次号或批次名称"
          />
        </Field.Root>
        <DateRangeField
          begin={beginTime}
          end={endTime}
          onChange={({ begin, end }) => {
            setBeginTime(begin);
            setEndTime(end);
          }}
          labels={{ begin: '创建日期从', end: '创建日期至' }}
          error={rangeError}
          layout={{ gridColumn: { sm: 'span 2' } }}
        />
        <Button type="submit" colorPalette="brand" mt={{ lg: '6' }}>
          查询
        </Button>
        <Button variant="outline" onClick={onReset} disabled={!filtered} mt={{ lg: '6' }}>
          重置
        </Button>
      </Grid>
    </form>
  );
}

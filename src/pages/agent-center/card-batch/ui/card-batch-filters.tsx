import { Button, Field, Grid, Input } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { dayOf } from '@/shared/lib/calendar-day';
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
        <Field.Root invalid={Boolean(rangeError)}>
          <Field.Label>创建日期从</Field.Label>
          <Input type="date" value={beginTime} max={endTime || undefined} onChange={(event) => setBeginTime(event.target.value)} />
          <Field.ErrorText>{rangeError}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(rangeError)}>
          <Field.Label>创建日期至</Field.Label>
          <Input type="date" value={endTime} min={beginTime || undefined} onChange={(event) => setEndTime(event.target.value)} />
        </Field.Root>
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

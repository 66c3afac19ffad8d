import { Button, Field, Grid, Input } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { DateRangeField } from '@/shared/ui/date-picker';
import { dayOf } from '@/shared/lib/format';
import type { NewsSearch } from '../model/search';

import { KEYWORD_MAX } from '@/shared/config';

interface NewsFiltersProps {
  search: NewsSearch;
  onSubmit: (filters: Omit<NewsSearch, 'page'>) => void;
  onReset: () => void;
}

interface Errors {
  keyword?: string;
  range?: string;
}

/** Keyword and publish-date range (beginTime/endTime), checked before they go to the URL. Key it on the URL's filters. */
export function NewsFilters({ search, onSubmit, onReset }: NewsFiltersProps) {
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const [beginTime, setBeginTime] = useState(search.beginTime ?? '');
  const [endTime, setEndTime] = useState(search.endTime ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const hasFilters = Boolean(search.keyword || search.beginTime || search.endTime);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {};
    const trimmed = keyword.trim();
    if (trimmed.length > KEYWORD_MAX) next.keyword = `关键词不能超过${KEYWORD_MAX}个字`;
    const begin = beginTime ? dayOf(beginTime) : undefined;
    const end = endTime ? dayOf(endTime) : undefined;
    if ((beginTime && !begin) || (endTime && !end)) next.range = '请输入正确的日期';
    else if (begin && end && begin > end) next.range = '开始日期不能晚于结束日期';
    setErrors(next);
    if (next.keyword || next.range) return;
    onSubmit({ keyword: trimmed || undefined, beginTime: begin, endTime: end });
  };

  return (
    <form role="search" aria-label="筛选新闻资讯" onSubmit={submit} noValidate>
      <Grid
        templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: '2fr 1fr 1fr auto auto' }}
        gap="3"
        alignItems="start"
        bg="bg"
        p={{ base: '4', md: '5' }}
        rounded="lg"
        borderWidth="1px"
        mb="6"
      >
        <Field.Root invalid={Boolean(errors.keyword)} gridColumn={{ sm: '1 / -1', lg: 'auto' }}>
          <Field.Label>关键词</Field.Label>
          <Input value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder="标题或摘要中的词" enterKeyHint="search" />
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
        <Button type="submit" colorPalette="brand" alignSelf={{ lg: 'end' }}>
          查询
        </Button>
        <Button variant="outline" onClick={onReset} disabled={!hasFilters} alignSelf={{ lg: 'end' }}>
          重置
        </Button>
      </Grid>
    </form>
  );
}

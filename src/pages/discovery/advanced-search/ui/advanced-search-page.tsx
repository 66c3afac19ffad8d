import { chineseDay, groupDigits } from '@/shared/lib/format';
import { Box, Container, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useRef } from 'react';
import { WORK_FIELD_LABELS, WorkListItem } from '@/entities/work';
import { useAdvancedSearchWorks } from '@/shared/api/generated/endpoints/work/work';
import type { WorkSearchCondition } from '@/shared/api/generated/model';
import { PAGE_SIZE_DEFAULT } from '@/shared/config';
import { EmptyList } from '@/shared/ui/empty-list';
import { ListView, listPage } from '@/shared/ui/list-view';
import { PageHeading } from '@/shared/ui/page-heading';
import { queryIdentity, termsOfConditions } from '../lib/advanced-search-params';
import { ConditionsForm } from './conditions-form';

const OP_WORDS = { AND: '并且', OR: '或者', NOT: '不含' } as const;

/** The submitted query in words, e.g. 题名：知识图谱 并且 作者：张, for the results' caption. */
function describeQuery(conditions: readonly WorkSearchCondition[], beginTime?: string, endTime?: string): string {
  const parts = conditions.map((condition, index) => {
    const term = `${WORK_FIELD_LABELS[condition.field]}：${condition.value}`;
    if (index === 0) return condition.op === 'NOT' ? `不含 ${term}` : term;
    return `${OP_WORDS[condition.op]} ${term}`;
  });
  const from = chineseDay(beginTime);
  const to = chineseDay(endTime);
  if (from || to) parts.push(`发表于 ${from || '不限'} 至 ${to || '不限'}`);
  return parts.join(' ');
}

/**
 * /advancedSearch: field conditions combined by AND / OR / NOT and a publication date range.
 * The submitted query and the page live in the URL; the form starts from it after a reload.
 */
export function AdvancedSearchPage() {
  const search = useSearch({ from: '/_portal/advancedSearch' });
  const navigate = useNavigate({ from: '/advancedSearch' });
  const listTop = useRef<HTMLElement>(null);
  const conditions = useMemo(() => search.conditions ?? [], [search.conditions]);
  const submitted = conditions.length > 0;
  const page = search.page ?? 1;

  const query = useAdvancedSearchWorks(
    { conditions, beginTime: search.beginTime, endTime: search.endTime },
    { page, pageSize: PAGE_SIZE_DEFAULT },
    // A read sent as POST: the same search twice within a second is not a duplicate submission.
    { query: { enabled: submitted, placeholderData: keepPreviousData }, request: { allowDuplicate: true, silent: true } },
  );

  const { total } = listPage(query.data);
  const terms = useMemo(() => termsOfConditions(conditions), [conditions]);
  const onPage = useCallback(
    (next: number) => void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) }),
    [navigate],
  );
  // The form restarts from the URL when the URL changes under it (back, forward).
  const formKey = queryIdentity(search);

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="高级检索" description="按题名、作者、关键词、摘要、机构组合检索，并限定发表日期。" />
      <ConditionsForm
        key={formKey}
        initial={search}
        busy={submitted && query.isFetching}
        onSubmit={(next) => {
          // The same query again: the URL does not change, so ask again explicitly.
          if (formKey === queryIdentity(next) && page === 1) void query.refetch();
          void navigate({ search: next });
        }}
      />

      <Box as="section" aria-labelledby="advanced-results-title" mt={{ base: '6', md: '8' }} ref={listTop} scrollMarginTop="20">
        <Stack gap="1" pb="3" borderBottomWidth="1px" borderColor="border.muted">
          <Text as="h2" id="advanced-results-title" fontWeight="semibold" aria-live="polite">
            {!submitted ? '检索结果' : query.isPending ? '正在检索…' : query.isError ? '检索结果' : `检索结果：共 ${groupDigits(total)} 条`}
          </Text>
          {submitted && (
            <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
              检索式：{describeQuery(conditions, search.beginTime, search.endTime)}
            </Text>
          )}
        </Stack>
        {!submitted ? (
          <EmptyList title="填写检索条件后开始检索" description="可组合多个条件，例如 题名包含“知识图谱”并且 作者包含“张”。" />
        ) : (
          <ListView
            query={query}
            noun="检索结果"
            loading={{ label: '正在检索作品' }}
            errorTitle="检索失败"
            empty={{ title: '未找到符合条件的作品', description: '试试放宽条件：减少“并且”条件、改用“或者”，或扩大日期范围。' }}
            page={page}
            onPage={onPage}
            scrollTargetRef={listTop}
          >
            {(rows) => rows.map((work) => <WorkListItem key={work.id} work={work} terms={terms} />)}
          </ListView>
        )}
      </Box>
    </Container>
  );
}

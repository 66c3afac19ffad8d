import {
  AspectRatio,
  Badge,
  Box,
  chakra,
  Container,
  Field,
  Grid,
  Heading,
  HStack,
  Image,
  NativeSelect,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { WorkListItem } from '@/entities/work';
import { useGetPeriodical, useListPeriodicalArticles } from '@/shared/api/generated/endpoints/periodical/periodical';
import type { PeriodicalDetail } from '@/shared/api/generated/model';
import { apiImageSrc } from '@/shared/api';
import { useItemMeta } from '@/shared/lib/page-meta';
import { PAGE_SIZE_DEFAULT } from '@/shared/config';
import { EmptyList } from '@/shared/ui/empty-list';
import { ErrorState } from '@/shared/ui/error-state';
import { ListView, listPage } from '@/shared/ui/list-view';
import { PageHeading } from '@/shared/ui/page-heading';
import { paragraphsOf, periodicalIdOf, yearsOf } from '../lib/periodical-info-search';
import { ButtonLink } from '@/shared/ui/button-link';
import { groupDigits, presentParts } from '@/shared/lib/format';

const text = (value: string | undefined): string => value?.trim() ?? '';

const toList = (
  <ButtonLink variant="outline" colorPalette="brand" to="/periodical">
    返回期刊列表
  </ButtonLink>
);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <chakra.dt fontSize="xs" color="fg.muted">
        {label}
      </chakra.dt>
      <chakra.dd m="0" fontSize="sm" wordBreak="break-word">
        {children}
      </chakra.dd>
    </Box>
  );
}

function JournalHeader({ periodical }: { periodical: PeriodicalDetail }) {
  const [broken, setBroken] = useState(false);
  const name = text(periodical.name) || '未命名期刊';
  const src = apiImageSrc(periodical.cover);
  const indexes = presentParts(periodical.coreIndexes ?? []);
  const founded = periodical.foundedYear;
  const works = periodical.worksCount;
  const facts: Array<[string, string]> = [
    ['ISSN', text(periodical.issn)],
    ['CN', text(periodical.cn)],
    ['主办单位', text(periodical.sponsor)],
    ['刊期', text(periodical.frequency)],
    ['学科', text(periodical.discipline)],
    // A year the contract allows but no journal was founded in (0, before the common era) is left out.
    ['创刊年份', founded !== undefined && founded > 0 ? `${founded}年` : ''],
    ['主编', text(periodical.editorInChief)],
    ['复合影响因子', periodical.impactFactor?.toFixed(3) ?? ''],
    ['收录作品', works === undefined ? '' : `${groupDigits(works)} 篇`],
    ['通讯地址', text(periodical.address)],
  ];
  const description = paragraphsOf(periodical.description);
  const summary = text(periodical.summary);

  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', sm: '160px minmax(0, 1fr)', md: '200px minmax(0, 1fr)' }}
      gap={{ base: '5', md: '8' }}
      alignItems="start"
    >
      <AspectRatio ratio={3 / 4} maxW={{ base: '160px', sm: 'none' }} bg="brand.subtle" rounded="md" overflow="hidden" shadow="sm">
        {src && !broken ? (
          <Image src={src} alt={`《${name}》封面`} objectFit="cover" onError={() => setBroken(true)} />
        ) : (
          <Box display="flex" alignItems="center" justifyContent="center" p="3" textAlign="center" color="brand.fg" fontWeight="bold">
            {name}
          </Box>
        )}
      </AspectRatio>
      <Stack gap="4" minW="0">
        <Stack gap="2">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} wordBreak="break-word">
            {name}
          </Heading>
          {indexes.length > 0 && (
            <HStack gap="1.5" flexWrap="wrap" aria-label="收录情况">
              {indexes.map((index) => (
                <Badge key={index} colorPalette="brand" variant="subtle">
                  {index}
                </Badge>
              ))}
            </HStack>
          )}
          {summary && <Text color="fg.muted">{summary}</Text>}
        </Stack>
        <chakra.dl display="grid" gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }} gap="3">
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <Fact key={label} label={label}>
                {value}
              </Fact>
            ))}
        </chakra.dl>
        {description.length > 0 && (
          <Box as="section" aria-labelledby="journal-intro">
            <Heading as="h2" id="journal-intro" size="md" mb="2">
              期刊简介
            </Heading>
            <Stack gap="2">
              {description.map((paragraph, index) => (
                <Text key={index} lineHeight="tall" textAlign="justify">
                  {paragraph}
                </Text>
              ))}
            </Stack>
          </Box>
        )}
      </Stack>
    </Grid>
  );
}

function JournalSkeleton() {
  return (
    <Box role="status" aria-busy="true">
      {/* The page keeps its one h1 while the journal's name is on its way. */}
      <Heading as="h1" srOnly>
        期刊详情
      </Heading>
      <chakra.span srOnly>正在加载期刊信息</chakra.span>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', sm: '160px minmax(0, 1fr)', md: '200px minmax(0, 1fr)' }} gap="8" aria-hidden>
        <Skeleton height={{ base: '52', md: '64' }} maxW={{ base: '160px', sm: 'none' }} />
        <Stack gap="4">
          <Skeleton height="8" width="60%" />
          <SkeletonText noOfLines={4} />
        </Stack>
      </Grid>
    </Box>
  );
}

/**
 * /periodicalInfo/{id}: a journal's facts and introduction, then the articles it published,
 * newest first, with a year filter and paging in the URL.
 */
export function PeriodicalInfoPage() {
  const { id: rawId } = useParams({ from: '/_portal/periodicalInfo/{-$id}' });
  const id = periodicalIdOf(rawId);
  const search = useSearch({ from: '/_portal/periodicalInfo/{-$id}' });
  const navigate = useNavigate({ from: '/periodicalInfo/{-$id}' });
  const listTop = useRef<HTMLElement>(null);
  const page = search.page ?? 1;

  const journal = useGetPeriodical(id ?? 0, { query: { enabled: id !== undefined }, request: { silent: true } });
  const periodical = journal.data?.data;
  useItemMeta(
    periodical && {
      name: text(periodical.name),
      description: [periodical.summary, periodical.description],
      image: apiImageSrc(periodical.cover),
      type: 'website',
    },
  );
  const articles = useListPeriodicalArticles(
    id ?? 0,
    { year: search.year, page, pageSize: PAGE_SIZE_DEFAULT },
    { query: { enabled: id !== undefined && Boolean(periodical), placeholderData: keepPreviousData }, request: { silent: true } },
  );
  const { total } = listPage(articles.data);
  const years = useMemo(() => {
    const list = yearsOf(periodical?.foundedYear, new Date().getFullYear());
    return search.year && !list.includes(search.year) ? [search.year, ...list] : list;
  }, [periodical?.foundedYear, search.year]);
  const onPage = useCallback(
    (next: number) => void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) }),
    [navigate],
  );

  if (id === undefined) {
    return (
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <PageHeading title="期刊详情" />
        <EmptyList title="未指定期刊" description="请从期刊列表中选择一种期刊。" action={toList} />
      </Container>
    );
  }

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      {/* Where the page sits (首页 / 学术期刊 / 期刊详情) is said by the portal layout's breadcrumbs. */}
      {journal.isPending ? (
        <JournalSkeleton />
      ) : journal.isError && journal.error.kind !== 'notFound' ? (
        <>
          <PageHeading title="期刊详情" />
          <ErrorState message={journal.error.message} onRetry={() => void journal.refetch()} />
        </>
      ) : !periodical ? (
        <>
          <PageHeading title="期刊详情" />
          <EmptyList title="期刊不存在或已下线" description={`未找到编号为 ${id} 的期刊。`} action={toList} />
        </>
      ) : (
        <>
          <JournalHeader periodical={periodical} />
          <Box as="section" aria-labelledby="journal-articles" mt={{ base: '8', md: '12' }} ref={listTop} scrollMarginTop="20">
            <Stack
              direction={{ base: 'column', sm: 'row' }}
              justify="space-between"
              align={{ sm: 'flex-end' }}
              gap="3"
              pb="3"
              borderBottomWidth="1px"
              borderColor="border.muted"
            >
              <Heading as="h2" id="journal-articles" size="lg">
                刊载文章
                {!articles.isPending && !articles.isError && (
                  <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted" ms="2">
                    共 {groupDigits(total)} 篇
                  </Text>
                )}
              </Heading>
              <Field.Root w={{ base: 'full', sm: '40' }}>
                <Field.Label fontSize="sm">发表年份</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={search.year ? String(search.year) : ''}
                    onChange={(event) => {
                      const year = Number(event.currentTarget.value);
                      void navigate({ search: year ? { year } : {} });
                    }}
                  >
                    <option value="">全部年份</option>
                    {years.map((year) => (
                      <option key={year} value={year}>
                        {year}年
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </Stack>
            <ListView
              query={articles}
              noun="刊载文章"
              loading={{ count: 3 }}
              empty={{
                title: '暂无刊载文章',
                filtered: Boolean(search.year),
                noMatch: {
                  title: `${search.year}年暂无刊载文章`,
                  onClear: () => void navigate({ search: {} }),
                  clearLabel: '查看全部年份',
                },
              }}
              page={page}
              onPage={onPage}
              scrollTargetRef={listTop}
            >
              {(rows) => rows.map((work) => <WorkListItem key={work.id} work={work} />)}
            </ListView>
          </Box>
        </>
      )}
    </Container>
  );
}

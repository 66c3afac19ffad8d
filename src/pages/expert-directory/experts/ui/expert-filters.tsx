import { Button, Grid, HStack, Text } from '@chakra-ui/react';
import { KeywordSearch } from '@/shared/ui/keyword-search';
import { useGetExpertFilters } from '@/shared/api/generated/endpoints/expert/expert';
import type { FilterOption } from '@/shared/api/generated/model';
import { FilterSelect } from '@/shared/ui/filter-bar';
import type { ExpertsSearch } from '../model/search';

type FilterKey = 'discipline' | 'title' | 'institution';

const SELECTS: ReadonlyArray<{ key: FilterKey; label: string; all: string; options: 'disciplines' | 'titles' | 'institutions' }> = [
  { key: 'discipline', label: '学科', all: '全部学科', options: 'disciplines' },
  { key: 'title', label: '职称', all: '全部职称', options: 'titles' },
  { key: 'institution', label: '机构', all: '全部机构', options: 'institutions' },
];

const countOf = (option: FilterOption) => (option.count === undefined ? '' : `（${option.count}）`);

interface ExpertFiltersProps {
  search: ExpertsSearch;
  onChange: (next: Partial<Omit<ExpertsSearch, 'page'>>) => void;
  onReset: () => void;
}

/** Keyword and the three filters of getExpertFilters; every change goes to the URL at once. */
export function ExpertFilters({ search, onChange, onReset }: ExpertFiltersProps) {
  const filters = useGetExpertFilters();
  const data = filters.data?.data;
  const hasFilters = Boolean(search.keyword || search.discipline || search.title || search.institution);

  return (
    <Grid
      as="section"
      aria-label="筛选专家"
      templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: '2fr repeat(3, 1fr) auto' }}
      gap="3"
      alignItems="end"
      bg="bg"
      p={{ base: '4', md: '5' }}
      rounded="lg"
      borderWidth="1px"
      mb="6"
    >
      <KeywordSearch
        keyword={search.keyword ?? ''}
        label="按关键词搜索专家"
        fieldLabel="关键词"
        showLabel
        placeholder="姓名、研究领域、机构"
        onSearch={(keyword) => onChange({ keyword })}
      />
      {SELECTS.map((select) => {
        const options: FilterOption[] = data?.[select.options] ?? [];
        const value = search[select.key] ?? '';
        const known = value === '' || options.some((option) => option.value === value);
        return (
          <FilterSelect
            key={select.key}
            label={select.label}
            all={select.all}
            value={value}
            onChange={(next) => onChange({ [select.key]: next || undefined })}
            options={options.map((option) => ({ value: option.value, label: `${option.label || option.value}${countOf(option)}` }))}
            disabled={filters.isPending && !known}
          />
        );
      })}
      <Button variant="outline" onClick={onReset} disabled={!hasFilters}>
        重置
      </Button>
      {filters.isError && (
        <HStack gridColumn="1 / -1" gap="2" fontSize="sm" color="fg.muted">
          <Text>筛选项加载失败。</Text>
          <Button size="xs" variant="outline" onClick={() => void filters.refetch()}>
            重新加载筛选项
          </Button>
        </HStack>
      )}
    </Grid>
  );
}

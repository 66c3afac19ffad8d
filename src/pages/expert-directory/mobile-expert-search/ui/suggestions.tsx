import { Button, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { useGetExpertFilters } from '@/shared/api/generated/endpoints/expert/expert';
import { ErrorState } from '@/shared/ui/error-state';
import { ListSkeleton } from '@/shared/ui/list-skeleton';

/** Before a search: the disciplines, most experts first, to start from. */
export function Suggestions({ onPick }: { onPick: (discipline: string) => void }) {
  const filters = useGetExpertFilters();
  const disciplines = filters.data?.data?.disciplines ?? [];
  const hint = (
    <Text px="4" py="6" color="fg.muted" fontSize="sm">
      输入专家姓名、研究领域或所在机构，查找专家学者。
    </Text>
  );
  if (filters.isError) {
    // The search box above still works; only the shortcuts are missing, and can be fetched again.
    return (
      <>
        {hint}
        <ErrorState title="学科加载失败" message={filters.error.message} onRetry={() => void filters.refetch()} />
      </>
    );
  }
  if (filters.isPending) {
    return (
      <>
        {hint}
        <Stack px="4" pb="5">
          <ListSkeleton count={1} label="正在加载学科" />
        </Stack>
      </>
    );
  }
  if (disciplines.length === 0) return hint;
  return (
    <Stack px="4" py="5" gap="3">
      <Heading as="h2" size="sm" color="fg.muted">
        按学科查找
      </Heading>
      <Wrap gap="2">
        {[...disciplines]
          .sort((a, b) => (Number(b.count) || 0) - (Number(a.count) || 0))
          .map((option) => (
            <Button key={option.value} size="sm" rounded="full" variant="subtle" onClick={() => onPick(option.value)}>
              {option.label || option.value}
            </Button>
          ))}
      </Wrap>
    </Stack>
  );
}

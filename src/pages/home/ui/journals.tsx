import { Box } from '@chakra-ui/react';
import { useListPeriodicals } from '@/shared/api/generated/endpoints/periodical/periodical';
import { EmptyList } from '@/shared/ui/empty-list';
import { ErrorState } from '@/shared/ui/error-state';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { JournalRow } from './journal-row';
import { MoreLink } from './more-link';
import { SectionHeader } from './section-header';

const SHOWN = 5;

/** 学术期刊 on the home page (its own chunk, loaded after the hero). */
export default function Journals() {
  const query = useListPeriodicals({ page: 1, pageSize: SHOWN });
  const rows = Array.isArray(query.data?.data?.rows) ? query.data.data.rows : [];
  return (
    <Box as="section" aria-labelledby="home-journals" bg="bg" borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }} h="full">
      <SectionHeader id="home-journals" title="学术期刊" more={<MoreLink to="/periodical">更多期刊</MoreLink>} />
      {query.isPending ? (
        <ListSkeleton count={4} label="正在加载学术期刊" />
      ) : query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyList title="暂无期刊" />
      ) : (
        rows.map((journal) => <JournalRow key={journal.id} journal={journal} />)
      )}
    </Box>
  );
}

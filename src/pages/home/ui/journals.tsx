import { Box } from '@chakra-ui/react';
import { useListPeriodicals } from '@/shared/api/generated/endpoints/periodical/periodical';
import { EmptyList } from '@/shared/ui/empty-list';
import { ShortList } from '@/shared/ui/list-view';
import { JournalRow } from './journal-row';
import { MoreLink } from './more-link';
import { SectionHeader } from './section-header';

const SHOWN = 5;

/** 学术期刊 on the home page (its own chunk, loaded after the hero). */
export default function Journals() {
  const query = useListPeriodicals({ page: 1, pageSize: SHOWN });
  return (
    <Box as="section" aria-labelledby="home-journals" bg="bg" borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }} h="full">
      <SectionHeader id="home-journals" title="学术期刊" more={<MoreLink to="/periodical">更多期刊</MoreLink>} />
      <ShortList query={query} loading={{ count: 4, label: '正在加载学术期刊' }} empty={<EmptyList title="暂无期刊" />}>
        {(rows) => rows.map((journal) => <JournalRow key={journal.id} journal={journal} />)}
      </ShortList>
    </Box>
  );
}

import { Box, Heading } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useRef } from 'react';
import { WorkListItem } from '@/entities/work';
import { useListExpertWorks } from '@/shared/api/generated/endpoints/expert/expert';
import { ListView } from '@/shared/ui/list-view';
import { PAGE_SIZE_DEFAULT } from '@/shared/config';

interface ExpertWorksProps {
  expertId: number;
  page: number;
  onPage: (page: number) => void;
}

/** 学术成果: the expert's works, newest first, paged through the URL. */
export function ExpertWorks({ expertId, page, onPage }: ExpertWorksProps) {
  const top = useRef<HTMLDivElement>(null);
  const query = useListExpertWorks(expertId, { page, pageSize: PAGE_SIZE_DEFAULT }, { query: { placeholderData: keepPreviousData } });

  return (
    <Box ref={top} scrollMarginTop="20">
      <Heading as="h2" size="lg" mb="2">
        学术成果
      </Heading>
      <ListView query={query} noun="学术成果" empty={{ title: '暂无学术成果' }} page={page} onPage={onPage} scrollTargetRef={top}>
        {(rows) => rows.map((work) => <WorkListItem key={work.id} work={work} />)}
      </ListView>
    </Box>
  );
}

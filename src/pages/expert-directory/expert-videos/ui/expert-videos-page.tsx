import { Box, Container, SimpleGrid, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { InterviewCard, InterviewPlayerDialog } from '@/entities/expert';
import { KeywordSearch } from '@/shared/ui/keyword-search';
import { useListExpertInterviews } from '@/shared/api/generated/endpoints/expert/expert';
import type { Interview } from '@/shared/api/generated/model';
import { ListView, useKeywordList } from '@/shared/ui/list-view';
import { PageHeading } from '@/shared/ui/page-heading';
import { EXPERT_GRID_PAGE_SIZE } from '@/shared/config';
import { ButtonLink } from '@/shared/ui/button-link';

export function ExpertVideosPage() {
  const { keyword, page, onSearch, onClear, onPage } = useKeywordList(useSearch({ from: '/_portal/expertVideos' }));
  const [playing, setPlaying] = useState<Interview | null>(null);
  const listTop = useRef<HTMLDivElement>(null);
  const query = useListExpertInterviews(
    { page, pageSize: EXPERT_GRID_PAGE_SIZE, keyword: keyword || undefined },
    { query: { placeholderData: keepPreviousData } },
  );

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading
        title="访谈视频"
        description="专家学者谈研究、谈方法、谈成长，点击海报即可播放。"
        actions={
          <ButtonLink variant="outline" size="sm" to="/expertMore">
            查看访谈列表
          </ButtonLink>
        }
      />
      <Box mb="6" maxW={{ md: 'lg' }}>
        <KeywordSearch keyword={keyword} label="搜索访谈视频" placeholder="访谈标题、专家姓名" onSearch={onSearch} />
      </Box>
      <Box ref={listTop} scrollMarginTop="20">
        <ListView
          query={query}
          noun="访谈视频"
          loading={{ variant: 'cards', count: EXPERT_GRID_PAGE_SIZE, columns: 4 }}
          empty={{
            title: '暂无访谈视频',
            filtered: Boolean(keyword),
            noMatch: { title: '没有找到相关访谈视频', onClear, clearLabel: '查看全部视频' },
          }}
          page={page}
          pageSize={EXPERT_GRID_PAGE_SIZE}
          onPage={onPage}
          scrollTargetRef={listTop}
        >
          {(rows, total) => (
            <>
              <Text fontSize="sm" color="fg.muted" mb="3" aria-live="polite">
                共 {total} 个访谈视频
              </Text>
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
                {rows.map((interview) => (
                  <InterviewCard key={interview.id} interview={interview} onPlay={setPlaying} />
                ))}
              </SimpleGrid>
            </>
          )}
        </ListView>
      </Box>
      <InterviewPlayerDialog interview={playing} onClose={() => setPlaying(null)} />
    </Container>
  );
}

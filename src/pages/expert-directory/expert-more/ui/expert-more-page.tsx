import { Box, Container, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { InterviewPlayerDialog } from '@/entities/expert';
import { KeywordSearch } from '@/shared/ui/keyword-search';
import { useListExpertInterviews } from '@/shared/api/generated/endpoints/expert/expert';
import type { Interview } from '@/shared/api/generated/model';
import { ListView, useKeywordList } from '@/shared/ui/list-view';
import { PageHeading } from '@/shared/ui/page-heading';
import { InterviewListItem } from './interview-list-item';
import { PAGE_SIZE_DEFAULT } from '@/shared/config';
import { ButtonLink } from '@/shared/ui/button-link';

export function ExpertMorePage() {
  const { keyword, page, onSearch, onClear, onPage } = useKeywordList(useSearch({ from: '/_portal/expertMore' }));
  const [playing, setPlaying] = useState<Interview | null>(null);
  const listTop = useRef<HTMLDivElement>(null);
  const query = useListExpertInterviews(
    { page, pageSize: PAGE_SIZE_DEFAULT, keyword: keyword || undefined },
    { query: { placeholderData: keepPreviousData } },
  );

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <PageHeading
        title="专家访谈"
        description="走近专家学者：研究进展、治学方法与成长经历。"
        actions={
          <ButtonLink variant="outline" size="sm" to="/expertVideos">
            视频墙
          </ButtonLink>
        }
      />
      <Box mb="4" maxW={{ md: 'lg' }}>
        <KeywordSearch keyword={keyword} label="搜索专家访谈" placeholder="访谈标题、专家姓名、内容" onSearch={onSearch} />
      </Box>
      <Box ref={listTop} scrollMarginTop="20" bg="bg" borderWidth="1px" rounded="xl" px={{ base: '4', md: '6' }} py="2">
        <ListView
          query={query}
          noun="专家访谈"
          empty={{
            title: '暂无专家访谈',
            filtered: Boolean(keyword),
            noMatch: { title: '没有找到相关访谈', onClear, clearLabel: '查看全部访谈' },
          }}
          page={page}
          onPage={onPage}
          scrollTargetRef={listTop}
        >
          {(rows, total) => (
            <>
              <Text fontSize="sm" color="fg.muted" pt="3" aria-live="polite">
                共 {total} 篇访谈
              </Text>
              {rows.map((interview) => (
                <InterviewListItem key={interview.id} interview={interview} keyword={keyword} onPlay={setPlaying} />
              ))}
            </>
          )}
        </ListView>
      </Box>
      <InterviewPlayerDialog interview={playing} onClose={() => setPlaying(null)} />
    </Container>
  );
}

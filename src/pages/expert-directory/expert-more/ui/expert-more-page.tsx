import { Box, Container, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { InterviewPlayerDialog, KeywordSearchForm } from '@/entities/expert';
import { useListExpertInterviews } from '@/shared/api/generated/endpoints/expert/expert';
import type { Interview } from '@/shared/api/generated/model';
import { ListView } from '@/shared/ui/list-view';
import { PageHeading } from '@/shared/ui/page-heading';
import { InterviewListItem } from './interview-list-item';
import { PAGE_SIZE_DEFAULT } from '@/shared/config';
import { ButtonLink } from '@/shared/ui/button-link';

export function ExpertMorePage() {
  const search = useSearch({ from: '/_portal/expertMore' });
  const navigate = useNavigate({ from: '/expertMore' });
  const [playing, setPlaying] = useState<Interview | null>(null);
  const listTop = useRef<HTMLDivElement>(null);
  const page = search.page ?? 1;
  const query = useListExpertInterviews(
    { page, pageSize: PAGE_SIZE_DEFAULT, keyword: search.keyword },
    { query: { placeholderData: keepPreviousData } },
  );
  const goToPage = useCallback((next: number) => void navigate({ search: { ...search, page: next } }), [navigate, search]);

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
        <KeywordSearchForm
          key={search.keyword ?? ''}
          keyword={search.keyword ?? ''}
          label="搜索专家访谈"
          placeholder="访谈标题、专家姓名、内容"
          onSubmit={(keyword) => void navigate({ search: { keyword } })}
        />
      </Box>
      <Box ref={listTop} scrollMarginTop="20" bg="bg" borderWidth="1px" rounded="xl" px={{ base: '4', md: '6' }} py="2">
        <ListView
          query={query}
          noun="专家访谈"
          empty={{
            title: '暂无专家访谈',
            filtered: Boolean(search.keyword),
            noMatch: { title: '没有找到相关访谈', onClear: () => void navigate({ search: {} }), clearLabel: '查看全部访谈' },
          }}
          page={page}
          onPage={goToPage}
          scrollTargetRef={listTop}
        >
          {(rows, total) => (
            <>
              <Text fontSize="sm" color="fg.muted" pt="3" aria-live="polite">
                共 {total} 篇访谈
              </Text>
              {rows.map((interview) => (
                <InterviewListItem key={interview.id} interview={interview} keyword={search.keyword ?? ''} onPlay={setPlaying} />
              ))}
            </>
          )}
        </ListView>
      </Box>
      <InterviewPlayerDialog interview={playing} onClose={() => setPlaying(null)} />
    </Container>
  );
}

import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { InterviewCard, InterviewPlayerDialog } from '@/entities/expert';
import { useListExpertInterviews } from '@/shared/api/generated/endpoints/expert/expert';
import type { Interview } from '@/shared/api/generated/model';
import { EmptyList } from '@/shared/ui/empty-list';
import { ErrorState } from '@/shared/ui/error-state';
import { ListSkeleton } from '@/shared/ui/list-skeleton';

/** An expert gives a handful of interviews: one request shows them all. */
const MAX_INTERVIEWS = 50;

/** 访谈视频: the expert's interviews as posters; one plays in a dialog. */
export function ExpertInterviews({ expertId }: { expertId: number }) {
  const [playing, setPlaying] = useState<Interview | null>(null);
  const query = useListExpertInterviews({ expertId, pageSize: MAX_INTERVIEWS });
  const rows = Array.isArray(query.data?.data?.rows) ? query.data.data.rows : [];
  return (
    <Box>
      <Heading as="h2" size="lg" mb="4">
        访谈视频
      </Heading>
      {query.isPending ? (
        <ListSkeleton variant="cards" count={3} label="正在加载访谈视频" />
      ) : query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyList title="暂无访谈视频" />
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {rows.map((interview) => (
            <InterviewCard key={interview.id} interview={interview} onPlay={setPlaying} linkExpert={false} />
          ))}
        </SimpleGrid>
      )}
      <InterviewPlayerDialog interview={playing} onClose={() => setPlaying(null)} />
    </Box>
  );
}

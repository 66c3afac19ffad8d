import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { InterviewCard, InterviewPlayerDialog } from '@/entities/expert';
import { useListExpertInterviews } from '@/shared/api/generated/endpoints/expert/expert';
import type { Interview } from '@/shared/api/generated/model';
import { EmptyList } from '@/shared/ui/empty-list';
import { ShortList } from '@/shared/ui/list-view';

/** An expert gives a handful of interviews: one request shows them all. */
const MAX_INTERVIEWS = 50;

/** 访谈视频: the expert's interviews as posters; one plays in a dialog. */
export function ExpertInterviews({ expertId }: { expertId: number }) {
  const [playing, setPlaying] = useState<Interview | null>(null);
  const query = useListExpertInterviews({ expertId, pageSize: MAX_INTERVIEWS });
  return (
    <Box>
      <Heading as="h2" size="lg" mb="4">
        访谈视频
      </Heading>
      <ShortList
        query={query}
        loading={{ variant: 'cards', count: 3, label: '正在加载访谈视频' }}
        empty={<EmptyList title="暂无访谈视频" />}
      >
        {(rows) => (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            {rows.map((interview) => (
              <InterviewCard key={interview.id} interview={interview} onPlay={setPlaying} linkExpert={false} />
            ))}
          </SimpleGrid>
        )}
      </ShortList>
      <InterviewPlayerDialog interview={playing} onClose={() => setPlaying(null)} />
    </Box>
  );
}

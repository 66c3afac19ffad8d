import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { InterviewCard, InterviewPlayerDialog } from '@/entities/expert';
import { useListExpertInterviews } from '@/shared/api/generated/endpoints/expert/expert';
import type { Interview } from '@/shared/api/generated/model';
import { EmptyList } from '@/shared/ui/empty-list';
import { ShortList } from '@/shared/ui/list-view';

/** An expert gives a handful of interviews: one request shows them all. */
const MAX_INTERVIEWS = 50;

/** The interviews tab on the phone: one poster per row; a tap plays it full screen. */
export function MobileInterviews({ expertId }: { expertId: number }) {
  const [playing, setPlaying] = useState<Interview | null>(null);
  const query = useListExpertInterviews({ expertId, pageSize: MAX_INTERVIEWS });
  return (
    <>
      <ShortList
        query={query}
        loading={{ variant: 'cards', count: 2, columns: 1, label: '正在加载访谈视频' }}
        empty={<EmptyList title="暂无访谈视频" />}
      >
        {(rows) => (
          <Stack gap="4">
            {rows.map((interview) => (
              <InterviewCard key={interview.id} interview={interview} onPlay={setPlaying} linkExpert={false} />
            ))}
          </Stack>
        )}
      </ShortList>
      <InterviewPlayerDialog interview={playing} onClose={() => setPlaying(null)} />
    </>
  );
}

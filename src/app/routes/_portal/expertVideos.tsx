import { createFileRoute } from '@tanstack/react-router';
import { ExpertVideosPage, validateInterviewsSearch } from '@/pages/expert-directory/expert-videos';

export const Route = createFileRoute('/_portal/expertVideos')({
  staticData: { title: '访谈视频', access: 'public' },
  validateSearch: validateInterviewsSearch,
  component: ExpertVideosPage,
});

import { createLazyFileRoute } from '@tanstack/react-router';
import { ExpertVideosPage } from '@/pages/expert-directory/expert-videos';

export const Route = createLazyFileRoute('/_portal/expertVideos')({
  component: ExpertVideosPage,
});

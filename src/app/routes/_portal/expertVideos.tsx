import { createFileRoute } from '@tanstack/react-router';
import { ExpertVideosPage } from '@/pages/expert-directory/expert-videos';
import type { ExpertVideosSearch } from '@/pages/expert-directory/expert-videos';

export const Route = createFileRoute('/_portal/expertVideos')({
  staticData: { title: '访谈视频', access: 'public' },
  // Types the URL state only: the page chunk checks the values, so the first load, which
  // carries every route file, stays within its budget.
  validateSearch: (search: Record<string, unknown>) => search as ExpertVideosSearch,
  component: ExpertVideosPage,
});

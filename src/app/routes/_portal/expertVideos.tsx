import { createFileRoute } from '@tanstack/react-router';
import { validateKeywordSearch } from '@/shared/lib/query-string';

export const Route = createFileRoute('/_portal/expertVideos')({
  staticData: { title: '访谈视频', access: 'public' },
  validateSearch: validateKeywordSearch,
});

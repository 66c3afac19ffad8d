import { createFileRoute } from '@tanstack/react-router';
import { validateRecordSearch } from '@/widgets/service-records';

export const Route = createFileRoute('/_portal/_center/patentCheck')({
  staticData: { title: '专利检测', access: 'website' },
  // The page's record list keeps its filters and page in the URL.
  validateSearch: validateRecordSearch,
});

import { createFileRoute } from '@tanstack/react-router';
import { CheckStatisticsPage } from '@/pages/agent-center/check-statistics';
import type { CheckStatisticsSearch } from '@/pages/agent-center/check-statistics';

export const Route = createFileRoute('/_portal/_center/checkStatictis')({
  staticData: { title: '检测统计', access: 'agent' },
  // Types the URL state only: the page chunk checks the values, so the first load stays small.
  validateSearch: (search: Record<string, unknown>) => search as CheckStatisticsSearch,
  component: CheckStatisticsPage,
});

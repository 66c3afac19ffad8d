import { createFileRoute } from '@tanstack/react-router';
import { CheckStatictisPage } from '@/pages/agent-center/check-statictis';
import type { CheckStatictisSearch } from '@/pages/agent-center/check-statictis';

export const Route = createFileRoute('/_portal/_center/checkStatictis')({
  staticData: { title: '检测统计', access: 'agent' },
  // Types the URL state only: the page chunk checks the values, so the first load stays small.
  validateSearch: (search: Record<string, unknown>) => search as CheckStatictisSearch,
  component: CheckStatictisPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { SubAccountPage } from '@/pages/agent-center/sub-account';
import type { SubAccountSearch } from '@/pages/agent-center/sub-account';

export const Route = createFileRoute('/_portal/_center/subAccount')({
  staticData: { title: '子账号管理', access: 'agentLord' },
  // Types the URL state only: the page chunk checks the values, so the first load stays small.
  validateSearch: (search: Record<string, unknown>) => search as SubAccountSearch,
  component: SubAccountPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { IpManagePage } from '@/pages/agent-center/ip-manage';
import type { IpManageSearch } from '@/pages/agent-center/ip-manage';

export const Route = createFileRoute('/_portal/_center/ipManage')({
  staticData: { title: 'IP管理', access: 'agentLord' },
  // Types the URL state only: the page chunk checks the values, so the first load stays small.
  validateSearch: (search: Record<string, unknown>) => search as IpManageSearch,
  component: IpManagePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { validateIpManageSearch } from '@/pages/agent-center/ip-manage';

export const Route = createFileRoute('/_portal/_center/ipManage')({
  staticData: { title: 'IP管理', access: 'agentLord', functionKey: 'ipManage' },
  validateSearch: validateIpManageSearch,
});

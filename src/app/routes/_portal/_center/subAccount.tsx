import { createFileRoute } from '@tanstack/react-router';
import { validateSubAccountSearch } from '@/pages/agent-center/sub-account';

export const Route = createFileRoute('/_portal/_center/subAccount')({
  staticData: { title: '子账号管理', access: 'agentLord', functionKey: 'subAccount' },
  validateSearch: validateSubAccountSearch,
});

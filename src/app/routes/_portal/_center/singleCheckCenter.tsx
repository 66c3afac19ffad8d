import { createFileRoute } from '@tanstack/react-router';
import { SingleCheckCenterPage } from '@/pages/agent-center/single-check-center';

export const Route = createFileRoute('/_portal/_center/singleCheckCenter')({
  staticData: { title: '单篇检测', access: 'agent' },
  component: SingleCheckCenterPage,
});

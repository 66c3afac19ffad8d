import { createFileRoute } from '@tanstack/react-router';
import { MoreCheckCenterPage } from '@/pages/agent-center/more-check-center';

export const Route = createFileRoute('/_portal/_center/moreCheckCenter')({
  staticData: { title: '批量检测', access: 'agent' },
  component: MoreCheckCenterPage,
});

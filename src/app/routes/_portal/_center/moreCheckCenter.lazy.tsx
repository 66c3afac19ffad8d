import { createLazyFileRoute } from '@tanstack/react-router';
import { MoreCheckCenterPage } from '@/pages/agent-center/more-check-center';

export const Route = createLazyFileRoute('/_portal/_center/moreCheckCenter')({
  component: MoreCheckCenterPage,
});

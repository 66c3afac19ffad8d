import { createLazyFileRoute } from '@tanstack/react-router';
import { SingleCheckCenterPage } from '@/pages/agent-center/single-check-center';

export const Route = createLazyFileRoute('/_portal/_center/singleCheckCenter')({
  component: SingleCheckCenterPage,
});

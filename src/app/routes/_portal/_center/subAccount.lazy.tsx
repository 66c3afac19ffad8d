import { createLazyFileRoute } from '@tanstack/react-router';
import { SubAccountPage } from '@/pages/agent-center/sub-account';

export const Route = createLazyFileRoute('/_portal/_center/subAccount')({
  component: SubAccountPage,
});

import { createLazyFileRoute } from '@tanstack/react-router';
import { CheckCenterPage } from '@/pages/center-records';

export const Route = createLazyFileRoute('/_portal/_center/checkCenter')({
  component: CheckCenterPage,
});

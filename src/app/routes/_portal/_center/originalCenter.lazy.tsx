import { createLazyFileRoute } from '@tanstack/react-router';
import { OriginalCenterPage } from '@/pages/center-records';

export const Route = createLazyFileRoute('/_portal/_center/originalCenter')({
  component: OriginalCenterPage,
});

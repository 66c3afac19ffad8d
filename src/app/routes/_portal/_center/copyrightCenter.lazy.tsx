import { createLazyFileRoute } from '@tanstack/react-router';
import { CopyrightCenterPage } from '@/pages/center-records';

export const Route = createLazyFileRoute('/_portal/_center/copyrightCenter')({
  component: CopyrightCenterPage,
});

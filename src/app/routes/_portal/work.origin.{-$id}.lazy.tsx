import { createLazyFileRoute } from '@tanstack/react-router';
import { WorkOriginPage } from '@/pages/discovery/work-origin';

export const Route = createLazyFileRoute('/_portal/work/origin/{-$id}')({
  component: WorkOriginPage,
});

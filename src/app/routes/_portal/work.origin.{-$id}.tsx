import { createFileRoute } from '@tanstack/react-router';
import { WorkOriginPage } from '@/pages/discovery/work-origin';

export const Route = createFileRoute('/_portal/work/origin/{-$id}')({
  staticData: { title: '理论文献', access: 'public' },
  component: WorkOriginPage,
});

import { createLazyFileRoute } from '@tanstack/react-router';
import { WorkPage } from '@/pages/discovery/work';

export const Route = createLazyFileRoute('/_portal/work/{-$id}')({
  component: WorkPage,
});

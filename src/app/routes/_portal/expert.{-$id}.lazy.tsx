import { createLazyFileRoute } from '@tanstack/react-router';
import { ExpertPage } from '@/pages/expert-directory/expert';

export const Route = createLazyFileRoute('/_portal/expert/{-$id}')({
  component: ExpertPage,
});

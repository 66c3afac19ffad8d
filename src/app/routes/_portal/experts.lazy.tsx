import { createLazyFileRoute } from '@tanstack/react-router';
import { ExpertsPage } from '@/pages/expert-directory/experts';

export const Route = createLazyFileRoute('/_portal/experts')({
  component: ExpertsPage,
});

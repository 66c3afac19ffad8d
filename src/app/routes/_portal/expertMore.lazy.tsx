import { createLazyFileRoute } from '@tanstack/react-router';
import { ExpertMorePage } from '@/pages/expert-directory/expert-more';

export const Route = createLazyFileRoute('/_portal/expertMore')({
  component: ExpertMorePage,
});

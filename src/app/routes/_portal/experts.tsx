import { createFileRoute } from '@tanstack/react-router';
import { ExpertsPage } from '@/pages/expert-directory/experts';
import type { ExpertsSearch } from '@/pages/expert-directory/experts';

export const Route = createFileRoute('/_portal/experts')({
  staticData: { title: '专家学者', access: 'public', mobileTwin: '/mobile/experts' },
  // Types the URL state only: the page chunk checks the values (normalizeExpertsSearch), so the
  // first load, which carries every route file, stays within its budget.
  validateSearch: (search: Record<string, unknown>) => search as ExpertsSearch,
  component: ExpertsPage,
});

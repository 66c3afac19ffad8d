import { createFileRoute } from '@tanstack/react-router';
import { ExpertMorePage } from '@/pages/expert-directory/expert-more';
import type { ExpertMoreSearch } from '@/pages/expert-directory/expert-more';

export const Route = createFileRoute('/_portal/expertMore')({
  staticData: { title: '专家访谈', access: 'public' },
  // Types the URL state only: the page chunk checks the values, so the first load, which
  // carries every route file, stays within its budget.
  validateSearch: (search: Record<string, unknown>) => search as ExpertMoreSearch,
  component: ExpertMorePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { ExpertPage } from '@/pages/expert-directory/expert';
import type { ExpertSearch } from '@/pages/expert-directory/expert';

export const Route = createFileRoute('/_portal/expert/{-$id}')({
  staticData: { title: '专家详情', access: 'public', mobileTwin: '/mobile/expert/{-$id}', parent: { label: '专家学者', to: '/experts' } },
  // Types the URL state only: the page chunk checks the values (normalizeExpertSearch), so the
  // first load, which carries every route file, stays within its budget.
  validateSearch: (search: Record<string, unknown>) => search as ExpertSearch,
  component: ExpertPage,
});

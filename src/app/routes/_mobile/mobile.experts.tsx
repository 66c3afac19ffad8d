import { createFileRoute } from '@tanstack/react-router';
import { MobileExpertsPage } from '@/pages/expert-directory/mobile-experts';
import type { MobileExpertsSearch } from '@/pages/expert-directory/mobile-experts';

export const Route = createFileRoute('/_mobile/mobile/experts')({
  staticData: { title: '专家学者', access: 'public', mobileTwin: '/experts' },
  // Types the URL state only: the page chunk checks the values, so the first load, which
  // carries every route file, stays within its budget.
  validateSearch: (search: Record<string, unknown>) => search as MobileExpertsSearch,
  component: MobileExpertsPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { MobileExpertPage } from '@/pages/expert-directory/mobile-expert';
import type { MobileExpertSearch } from '@/pages/expert-directory/mobile-expert';

export const Route = createFileRoute('/_mobile/mobile/expert/{-$id}')({
  staticData: { title: '专家详情', access: 'public', mobileTwin: '/expert/{-$id}' },
  // Types the URL state only: the page chunk checks the values, so the first load, which
  // carries every route file, stays within its budget.
  validateSearch: (search: Record<string, unknown>) => search as MobileExpertSearch,
  component: MobileExpertPage,
});

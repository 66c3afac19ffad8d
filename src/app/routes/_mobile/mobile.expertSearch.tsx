import { createFileRoute } from '@tanstack/react-router';
import { MobileExpertSearchPage } from '@/pages/expert-directory/mobile-expert-search';
import type { MobileExpertSearchSearch } from '@/pages/expert-directory/mobile-expert-search';

export const Route = createFileRoute('/_mobile/mobile/expertSearch')({
  staticData: { title: '专家搜索', access: 'public', mobileTwin: '/experts' },
  // Types the URL state only: the page chunk checks the values, so the first load, which
  // carries every route file, stays within its budget.
  validateSearch: (search: Record<string, unknown>) => search as MobileExpertSearchSearch,
  component: MobileExpertSearchPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '@/pages/discovery/search';
import type { WorkSearch } from '@/pages/discovery/search';

export const Route = createFileRoute('/_portal/search')({
  staticData: { title: '搜索', access: 'public' },
  // Types the URL state only: the page chunk checks the values (normalizeWorkSearch), so the
  // first load, which carries every route file, stays within its budget.
  validateSearch: (search: Record<string, unknown>) => search as WorkSearch,
  component: SearchPage,
});

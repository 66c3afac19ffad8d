import { createFileRoute } from '@tanstack/react-router';
import { AdvancedSearchPage } from '@/pages/discovery/advanced-search';
import type { AdvancedSearch } from '@/pages/discovery/advanced-search';

export const Route = createFileRoute('/_portal/advancedSearch')({
  staticData: { title: '高级检索', access: 'public' },
  // Types the URL state only: the page chunk checks the values (normalizeAdvancedSearch), so the
  // first load, which carries every route file, stays within its budget.
  validateSearch: (search: Record<string, unknown>) => search as AdvancedSearch,
  component: AdvancedSearchPage,
});

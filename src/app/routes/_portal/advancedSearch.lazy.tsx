import { createLazyFileRoute } from '@tanstack/react-router';
import { AdvancedSearchPage } from '@/pages/discovery/advanced-search';

export const Route = createLazyFileRoute('/_portal/advancedSearch')({
  component: AdvancedSearchPage,
});

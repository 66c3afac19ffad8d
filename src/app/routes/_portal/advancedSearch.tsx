import { createFileRoute } from '@tanstack/react-router';
import { validateAdvancedSearch } from '@/pages/discovery/advanced-search';

export const Route = createFileRoute('/_portal/advancedSearch')({
  staticData: { title: '高级检索', access: 'public' },
  validateSearch: validateAdvancedSearch,
});

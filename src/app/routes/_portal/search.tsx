import { createFileRoute } from '@tanstack/react-router';
import { validateWorkSearch } from '@/pages/discovery/search';

export const Route = createFileRoute('/_portal/search')({
  staticData: { title: '搜索', access: 'public' },
  validateSearch: validateWorkSearch,
});

import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '@/pages/discovery/search';

export const Route = createFileRoute('/_portal/search')({
  staticData: { title: '搜索', access: 'public' },
  component: SearchPage,
});

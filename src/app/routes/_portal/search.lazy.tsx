import { createLazyFileRoute } from '@tanstack/react-router';
import { SearchPage } from '@/pages/discovery/search';

export const Route = createLazyFileRoute('/_portal/search')({
  component: SearchPage,
});

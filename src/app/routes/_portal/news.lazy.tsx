import { createLazyFileRoute } from '@tanstack/react-router';
import { NewsPage } from '@/pages/articles/news';

export const Route = createLazyFileRoute('/_portal/news')({
  component: NewsPage,
});

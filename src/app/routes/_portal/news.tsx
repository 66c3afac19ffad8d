import { createFileRoute } from '@tanstack/react-router';
import { NewsPage } from '@/pages/articles/news';
import type { NewsSearch } from '@/pages/articles/news';

export const Route = createFileRoute('/_portal/news')({
  staticData: { title: '新闻资讯', access: 'public' },
  // Types the URL state only: the page chunk checks the values (normalizeNewsSearch), so the
  // first load, which carries every route file, stays within its budget.
  validateSearch: (search: Record<string, unknown>) => search as NewsSearch,
  component: NewsPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { NewsPage, validateNewsSearch } from '@/pages/articles/news';

export const Route = createFileRoute('/_portal/news')({
  staticData: { title: '新闻资讯', access: 'public' },
  validateSearch: validateNewsSearch,
  component: NewsPage,
});

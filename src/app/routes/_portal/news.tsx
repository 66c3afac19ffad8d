import { createFileRoute } from '@tanstack/react-router';
import { NewsPage } from '@/pages/articles/news';

export const Route = createFileRoute('/_portal/news')({
  staticData: { title: '新闻资讯', access: 'public' },
  component: NewsPage,
});

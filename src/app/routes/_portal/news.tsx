import { createFileRoute } from '@tanstack/react-router';
import { startNewsList, validateNewsSearch } from '@/pages/articles/news';

export const Route = createFileRoute('/_portal/news')({
  staticData: {
    title: '新闻资讯',
    description: '学术服务平台的新闻资讯：平台动态、学术会议与科研诚信资讯',
    access: 'public',
    prerender: true,
  },
  validateSearch: validateNewsSearch,
  loaderDeps: ({ search }) => search,
  // The list's request starts with the page's code, not after it (shared/api startQuery).
  loader: ({ context, deps, preload }) => startNewsList(context.queryClient, deps, { preload }),
});

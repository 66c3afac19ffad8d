import { createFileRoute } from '@tanstack/react-router';
import { validateKeywordSearch } from '@/shared/lib/query-string';
import { startTheoryList } from '@/pages/articles/academic-list';

export const Route = createFileRoute('/_portal/academicList')({
  staticData: { title: '理论文章', access: 'public' },
  validateSearch: validateKeywordSearch,
  loaderDeps: ({ search }) => search,
  // The list's request starts with the page's code, not after it (shared/api startQuery).
  loader: ({ context, deps, preload }) => startTheoryList(context.queryClient, deps, { preload }),
});

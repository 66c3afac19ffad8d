import { createFileRoute } from '@tanstack/react-router';
import { MyWorksPage } from '@/pages/scholar/my-works';
import type { MyWorksSearch } from '@/pages/scholar/my-works';

export const Route = createFileRoute('/_portal/_scholar/myWorks')({
  staticData: { title: '我的作品', access: 'scholar' },
  // Types the URL state only: the page chunk checks the values (normalizeMyWorksSearch), so the
  // first load, which carries every route file, stays within its budget.
  validateSearch: (search: Record<string, unknown>) => search as MyWorksSearch,
  component: MyWorksPage,
});

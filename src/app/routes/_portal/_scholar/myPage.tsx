import { createFileRoute } from '@tanstack/react-router';
import { MyPagePage } from '@/pages/scholar/my-page';
import type { MyPageSearch } from '@/pages/scholar/my-page';

export const Route = createFileRoute('/_portal/_scholar/myPage')({
  staticData: { title: '我的主页', access: 'scholar' },
  // Types the URL state only: the page chunk checks the values (normalizeMyPageSearch), so the
  // first load, which carries every route file, stays within its budget.
  validateSearch: (search: Record<string, unknown>) => search as MyPageSearch,
  component: MyPagePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { AcademicListPage } from '@/pages/articles/academic-list';
import type { AcademicListSearch } from '@/pages/articles/academic-list';

export const Route = createFileRoute('/_portal/academicList')({
  staticData: { title: '理论文章', access: 'public' },
  // Types the URL state only: the page chunk checks the values, so the first load, which
  // carries every route file, stays within its budget.
  validateSearch: (search: Record<string, unknown>) => search as AcademicListSearch,
  component: AcademicListPage,
});

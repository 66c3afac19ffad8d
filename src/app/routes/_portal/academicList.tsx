import { createFileRoute } from '@tanstack/react-router';
import { validateKeywordSearch } from '@/shared/lib/query-string';
import { AcademicListPage } from '@/pages/articles/academic-list';

export const Route = createFileRoute('/_portal/academicList')({
  staticData: { title: '理论文章', access: 'public' },
  validateSearch: validateKeywordSearch,
  component: AcademicListPage,
});

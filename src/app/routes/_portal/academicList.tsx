import { createFileRoute } from '@tanstack/react-router';
import { AcademicListPage, validateAcademicListSearch } from '@/pages/articles/academic-list';

export const Route = createFileRoute('/_portal/academicList')({
  staticData: { title: '理论文章', access: 'public' },
  validateSearch: validateAcademicListSearch,
  component: AcademicListPage,
});

import { createLazyFileRoute } from '@tanstack/react-router';
import { AcademicListPage } from '@/pages/articles/academic-list';

export const Route = createLazyFileRoute('/_portal/academicList')({
  component: AcademicListPage,
});

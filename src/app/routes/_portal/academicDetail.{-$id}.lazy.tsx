import { createLazyFileRoute } from '@tanstack/react-router';
import { AcademicDetailPage } from '@/pages/articles/academic-detail';

export const Route = createLazyFileRoute('/_portal/academicDetail/{-$id}')({
  component: AcademicDetailPage,
});

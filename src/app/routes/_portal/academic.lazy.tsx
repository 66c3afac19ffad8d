import { createLazyFileRoute } from '@tanstack/react-router';
import { AcademicPage } from '@/pages/articles/academic';

export const Route = createLazyFileRoute('/_portal/academic')({
  component: AcademicPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { AcademicPage } from '@/pages/articles/academic';

export const Route = createFileRoute('/_portal/academic')({
  staticData: { title: '学术理论', access: 'public' },
  component: AcademicPage,
});

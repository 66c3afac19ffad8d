import { createFileRoute } from '@tanstack/react-router';
import { ExpertsPage } from '@/pages/expert-directory/experts';

export const Route = createFileRoute('/_portal/experts')({
  staticData: { title: '专家学者', access: 'public', mobileTwin: '/mobile/experts' },
  component: ExpertsPage,
});

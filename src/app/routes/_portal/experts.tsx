import { createFileRoute } from '@tanstack/react-router';
import { ExpertsPage, validateExpertsSearch } from '@/pages/expert-directory/experts';

export const Route = createFileRoute('/_portal/experts')({
  staticData: { title: '专家学者', access: 'public', mobileTwin: '/mobile/experts' },
  validateSearch: validateExpertsSearch,
  component: ExpertsPage,
});

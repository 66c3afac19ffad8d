import { createFileRoute } from '@tanstack/react-router';
import { validateExpertSearch } from '@/pages/expert-directory/expert';

export const Route = createFileRoute('/_portal/expert/{-$id}')({
  staticData: { title: '专家详情', access: 'public', mobileTwin: '/mobile/expert/{-$id}', parent: { label: '专家学者', to: '/experts' } },
  validateSearch: validateExpertSearch,
});

import { createFileRoute } from '@tanstack/react-router';
import { validateMobileExpertSearch } from '@/pages/expert-directory/mobile-expert';

export const Route = createFileRoute('/_mobile/mobile/expert/{-$id}')({
  staticData: { title: '专家详情', access: 'public', mobileTwin: '/expert/{-$id}' },
  validateSearch: validateMobileExpertSearch,
});

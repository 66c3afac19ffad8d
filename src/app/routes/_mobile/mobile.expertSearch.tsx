import { createFileRoute } from '@tanstack/react-router';
import { validateMobileExpertSearch } from '@/pages/expert-directory/mobile-expert-search';

export const Route = createFileRoute('/_mobile/mobile/expertSearch')({
  staticData: { title: '专家搜索', access: 'public', mobileTwin: '/experts' },
  validateSearch: validateMobileExpertSearch,
});

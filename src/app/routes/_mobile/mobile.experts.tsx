import { createFileRoute } from '@tanstack/react-router';
import { validateMobileExpertsSearch } from '@/pages/expert-directory/mobile-experts';

export const Route = createFileRoute('/_mobile/mobile/experts')({
  staticData: { title: '专家学者', access: 'public', mobileTwin: '/experts' },
  validateSearch: validateMobileExpertsSearch,
});

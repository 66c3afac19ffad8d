import { createFileRoute } from '@tanstack/react-router';
import { validateMobileExpertsSearch } from '@/pages/expert-directory/mobile-experts';

export const Route = createFileRoute('/_mobile/mobile/experts')({
  staticData: {
    title: '专家学者',
    description: '按学科、职称与机构查找专家学者，了解他们的研究成果与访谈视频',
    access: 'public',
    mobileTwin: '/experts',
  },
  validateSearch: validateMobileExpertsSearch,
});

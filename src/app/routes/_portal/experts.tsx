import { createFileRoute } from '@tanstack/react-router';
import { startExpertsList, validateExpertsSearch } from '@/pages/expert-directory/experts';

export const Route = createFileRoute('/_portal/experts')({
  staticData: {
    title: '专家学者',
    description: '按学科、职称与机构查找专家学者，了解他们的研究成果与访谈视频',
    access: 'public',
    mobileTwin: '/mobile/experts',
    prerender: true,
  },
  validateSearch: validateExpertsSearch,
  loaderDeps: ({ search }) => search,
  // The list's request starts with the page's code, not after it (shared/api startQuery).
  loader: ({ context, deps, preload }) => startExpertsList(context.queryClient, deps, { preload }),
});

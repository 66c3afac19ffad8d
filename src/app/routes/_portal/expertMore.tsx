import { createFileRoute } from '@tanstack/react-router';
import { ExpertMorePage, validateInterviewsSearch } from '@/pages/expert-directory/expert-more';

export const Route = createFileRoute('/_portal/expertMore')({
  staticData: { title: '专家访谈', access: 'public' },
  validateSearch: validateInterviewsSearch,
  component: ExpertMorePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { ExpertPage } from '@/pages/expert-directory/expert';

export const Route = createFileRoute('/_portal/expert/{-$id}')({
  staticData: { title: '专家详情', access: 'public', mobileTwin: '/mobile/expert/{-$id}' },
  component: ExpertPage,
});

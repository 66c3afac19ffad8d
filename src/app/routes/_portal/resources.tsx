import { createFileRoute } from '@tanstack/react-router';
import { ResourcesPage } from '@/pages/services/resources';

export const Route = createFileRoute('/_portal/resources')({
  staticData: { title: '资源共享', access: 'public' },
  component: ResourcesPage,
});

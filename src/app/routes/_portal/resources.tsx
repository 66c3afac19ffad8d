import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/resources')({
  staticData: { title: '资源共享', access: 'public' },
});

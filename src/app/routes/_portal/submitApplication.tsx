import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/submitApplication')({
  staticData: { title: '提交申请', access: 'public' },
});

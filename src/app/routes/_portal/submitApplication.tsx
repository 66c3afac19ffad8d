import { createFileRoute } from '@tanstack/react-router';
import { SubmitApplicationPage } from '@/pages/services/submit-application';

export const Route = createFileRoute('/_portal/submitApplication')({
  staticData: { title: '提交申请', access: 'public' },
  component: SubmitApplicationPage,
});

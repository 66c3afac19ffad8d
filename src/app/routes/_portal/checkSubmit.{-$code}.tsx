import { createFileRoute } from '@tanstack/react-router';
import { CheckSubmitPage } from '@/pages/services/check-submit';

export const Route = createFileRoute('/_portal/checkSubmit/{-$code}')({
  staticData: { title: '提交检测', access: 'public' },
  component: CheckSubmitPage,
});

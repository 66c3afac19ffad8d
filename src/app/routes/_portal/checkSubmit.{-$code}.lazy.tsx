import { createLazyFileRoute } from '@tanstack/react-router';
import { CheckSubmitPage } from '@/pages/services/check-submit';

export const Route = createLazyFileRoute('/_portal/checkSubmit/{-$code}')({
  component: CheckSubmitPage,
});

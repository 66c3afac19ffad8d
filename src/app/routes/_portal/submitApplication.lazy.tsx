import { createLazyFileRoute } from '@tanstack/react-router';
import { SubmitApplicationPage } from '@/pages/services/submit-application';

export const Route = createLazyFileRoute('/_portal/submitApplication')({
  component: SubmitApplicationPage,
});

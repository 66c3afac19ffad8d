import { createLazyFileRoute } from '@tanstack/react-router';
import { AgreementPage } from '@/pages/legal/agreement';

export const Route = createLazyFileRoute('/_portal/agreement')({
  component: AgreementPage,
});

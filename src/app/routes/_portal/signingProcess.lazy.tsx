import { createLazyFileRoute } from '@tanstack/react-router';
import { SigningProcessPage } from '@/pages/services/signing-process';

export const Route = createLazyFileRoute('/_portal/signingProcess')({
  component: SigningProcessPage,
});

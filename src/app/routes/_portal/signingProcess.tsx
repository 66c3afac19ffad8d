import { createFileRoute } from '@tanstack/react-router';
import { SigningProcessPage } from '@/pages/services/signing-process';

export const Route = createFileRoute('/_portal/signingProcess')({
  staticData: { title: '签约流程', access: 'public' },
  component: SigningProcessPage,
});

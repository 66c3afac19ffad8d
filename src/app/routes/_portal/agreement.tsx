import { createFileRoute } from '@tanstack/react-router';
import { AgreementPage } from '@/pages/legal/agreement';

export const Route = createFileRoute('/_portal/agreement')({
  staticData: { title: '用户协议', access: 'public' },
  component: AgreementPage,
});

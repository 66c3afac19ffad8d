import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '@/pages/legal/privacy';

export const Route = createFileRoute('/_portal/privacy')({
  staticData: { title: '隐私政策', access: 'public' },
  component: PrivacyPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { PrivacyResourcePage } from '@/pages/purchase/privacy-resource';

export const Route = createFileRoute('/_portal/privacyResource')({
  staticData: { title: '隐私资源', access: 'login' },
  component: PrivacyResourcePage,
});

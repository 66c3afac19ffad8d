import { createLazyFileRoute } from '@tanstack/react-router';
import { PrivacyResourcePage } from '@/pages/purchase/privacy-resource';

export const Route = createLazyFileRoute('/_portal/privacyResource')({
  component: PrivacyResourcePage,
});

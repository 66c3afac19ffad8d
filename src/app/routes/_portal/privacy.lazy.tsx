import { createLazyFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '@/pages/legal/privacy';

export const Route = createLazyFileRoute('/_portal/privacy')({
  component: PrivacyPage,
});

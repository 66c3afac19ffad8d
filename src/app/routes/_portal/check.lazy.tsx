import { createLazyFileRoute } from '@tanstack/react-router';
import { CheckPage } from '@/pages/services/check';

export const Route = createLazyFileRoute('/_portal/check')({
  component: CheckPage,
});

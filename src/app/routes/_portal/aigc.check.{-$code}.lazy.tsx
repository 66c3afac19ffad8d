import { createLazyFileRoute } from '@tanstack/react-router';
import { AigcCheckPage } from '@/pages/services/aigc-check';

export const Route = createLazyFileRoute('/_portal/aigc/check/{-$code}')({
  component: AigcCheckPage,
});

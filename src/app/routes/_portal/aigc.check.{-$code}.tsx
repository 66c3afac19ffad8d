import { createFileRoute } from '@tanstack/react-router';
import { AigcCheckPage } from '@/pages/services/aigc-check';

export const Route = createFileRoute('/_portal/aigc/check/{-$code}')({
  staticData: { title: 'AIGC检测', access: 'public' },
  component: AigcCheckPage,
});

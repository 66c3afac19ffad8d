import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/aigc/check/{-$code}')({
  staticData: { title: 'AIGC检测', access: 'public' },
});

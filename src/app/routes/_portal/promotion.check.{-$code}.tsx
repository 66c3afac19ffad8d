import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/promotion/check/{-$code}')({
  staticData: { title: '推广检测', access: 'public' },
});

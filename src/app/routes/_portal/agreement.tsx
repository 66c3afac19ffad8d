import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/agreement')({
  staticData: { title: '用户协议', access: 'public' },
});

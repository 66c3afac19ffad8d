import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/buyResource')({
  staticData: { title: '购买资源', access: 'login' },
});

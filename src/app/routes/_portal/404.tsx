import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/404')({
  staticData: { title: '页面不存在', access: 'public' },
});

import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/check')({
  staticData: { title: '学术查重', access: 'public' },
});

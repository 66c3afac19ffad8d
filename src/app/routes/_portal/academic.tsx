import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/academic')({
  staticData: { title: '学术理论', access: 'public' },
});

import { createFileRoute } from '@tanstack/react-router';
import { CheckPage } from '@/pages/services/check';

export const Route = createFileRoute('/_portal/check')({
  staticData: { title: '学术查重', access: 'public' },
  component: CheckPage,
});

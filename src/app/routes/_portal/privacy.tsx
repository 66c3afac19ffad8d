import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/privacy')({
  staticData: { title: '隐私政策', access: 'public' },
});

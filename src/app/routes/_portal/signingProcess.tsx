import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/signingProcess')({
  staticData: { title: '签约流程', access: 'public' },
});

import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/work/origin/{-$id}')({
  staticData: { title: '理论文献', access: 'public' },
});

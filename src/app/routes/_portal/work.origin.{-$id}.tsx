import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/work/origin/{-$id}')({
  staticData: { title: '原典详情', access: 'public', parent: { label: '理论文献', to: '/search', search: { origin: true } } },
});

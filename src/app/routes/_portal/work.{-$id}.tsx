import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/work/{-$id}')({
  staticData: { title: '作品详情', access: 'public', parent: { label: '搜索', to: '/search' } },
});

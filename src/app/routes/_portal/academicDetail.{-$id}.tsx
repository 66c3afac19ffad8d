import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/academicDetail/{-$id}')({
  staticData: { title: '文章详情', access: 'public', parent: { label: '理论文章', to: '/academicList' } },
});

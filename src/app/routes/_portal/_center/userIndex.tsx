import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/_center/userIndex')({
  staticData: { title: '个人中心', access: 'website' },
});

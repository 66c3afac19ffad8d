import { createFileRoute } from '@tanstack/react-router';
import { UserIndexPage } from '@/pages/user-center/user-index';

export const Route = createFileRoute('/_portal/_center/userIndex')({
  staticData: { title: '个人中心', access: 'website' },
  component: UserIndexPage,
});

import { createLazyFileRoute } from '@tanstack/react-router';
import { UserIndexPage } from '@/pages/user-center/user-index';

export const Route = createLazyFileRoute('/_portal/_center/userIndex')({
  component: UserIndexPage,
});

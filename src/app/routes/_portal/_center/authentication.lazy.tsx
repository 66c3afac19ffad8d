import { createLazyFileRoute } from '@tanstack/react-router';
import { AuthenticationPage } from '@/pages/user-center/authentication';

export const Route = createLazyFileRoute('/_portal/_center/authentication')({
  component: AuthenticationPage,
});

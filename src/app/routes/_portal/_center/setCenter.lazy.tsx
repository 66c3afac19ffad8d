import { createLazyFileRoute } from '@tanstack/react-router';
import { SetCenterPage } from '@/pages/user-center/set-center';

export const Route = createLazyFileRoute('/_portal/_center/setCenter')({
  component: SetCenterPage,
});

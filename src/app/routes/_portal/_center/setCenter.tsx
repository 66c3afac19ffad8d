import { createFileRoute } from '@tanstack/react-router';
import { SetCenterPage } from '@/pages/user-center/set-center';

export const Route = createFileRoute('/_portal/_center/setCenter')({
  staticData: { title: '账号设置', access: 'website' },
  component: SetCenterPage,
});

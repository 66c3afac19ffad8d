import { createFileRoute } from '@tanstack/react-router';
import { AuthenticationPage } from '@/pages/user-center/authentication';

export const Route = createFileRoute('/_portal/_center/authentication')({
  staticData: { title: '实名认证', access: 'website' },
  component: AuthenticationPage,
});

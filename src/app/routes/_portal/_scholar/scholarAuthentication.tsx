import { createFileRoute } from '@tanstack/react-router';
import { ScholarAuthenticationPage } from '@/pages/scholar/scholar-authentication';

export const Route = createFileRoute('/_portal/_scholar/scholarAuthentication')({
  staticData: { title: '学者认证', access: 'login' },
  component: ScholarAuthenticationPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { redirectSearch } from '@/shared/lib/safe-url';
import { LoginPage } from '@/pages/account/login';

export const Route = createFileRoute('/_portal/login/{-$uuid}')({
  staticData: { title: '用户登录', access: 'public', loginEntry: true, prerender: true },
  validateSearch: redirectSearch,
  component: LoginPage,
});

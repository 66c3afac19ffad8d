import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/pages/account/login';

interface LoginSearch {
  redirect?: string;
}

export const Route = createFileRoute('/_portal/login/{-$uuid}')({
  staticData: { title: '用户登录', access: 'public', loginEntry: true },
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: LoginPage,
});

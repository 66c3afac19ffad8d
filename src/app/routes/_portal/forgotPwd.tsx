import { createFileRoute } from '@tanstack/react-router';
import { ForgotPwdPage } from '@/pages/account/forgot-pwd';

export const Route = createFileRoute('/_portal/forgotPwd')({
  staticData: { title: '找回密码', access: 'public' },
  component: ForgotPwdPage,
});

import { createLazyFileRoute } from '@tanstack/react-router';
import { ForgotPwdPage } from '@/pages/account/forgot-pwd';

export const Route = createLazyFileRoute('/_portal/forgotPwd')({
  component: ForgotPwdPage,
});

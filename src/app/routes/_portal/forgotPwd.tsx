import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/forgotPwd')({
  staticData: { title: '找回密码', access: 'public' },
});

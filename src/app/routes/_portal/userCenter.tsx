import { createFileRoute, redirect } from '@tanstack/react-router';
import { readCookie } from '@/shared/lib/cookies';
import { COOKIE_USER_TYPE } from '@/shared/config';

/** The user centre opens on the agent home for institution users, else on the individual home. */
export const Route = createFileRoute('/_portal/userCenter')({
  staticData: { title: '用户中心', access: 'login' },
  beforeLoad: () => {
    throw redirect({ to: readCookie(COOKIE_USER_TYPE) === 'agent' ? '/agentHome' : '/userIndex', replace: true });
  },
});

import { createFileRoute, redirect } from '@tanstack/react-router';

/** The user center opens on the agent home for institution users, else on the individual home. */
export const Route = createFileRoute('/_portal/userCenter')({
  staticData: { title: '用户中心', access: 'login' },
  beforeLoad: ({ context }) => {
    const { role } = context.session.current();
    throw redirect({ to: role === 'agentLord' || role === 'agentChild' ? '/agentHome' : '/userIndex', replace: true });
  },
});

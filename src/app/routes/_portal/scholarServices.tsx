import { createFileRoute, redirect } from '@tanstack/react-router';

/** The scholar shell opens on the scholar's own page (SPEC §2). */
export const Route = createFileRoute('/_portal/scholarServices')({
  staticData: { title: '学者服务', access: 'login' },
  beforeLoad: () => {
    throw redirect({ to: '/myPage', replace: true });
  },
});

import { createFileRoute, redirect } from '@tanstack/react-router';

/** /index is an old address of the home page (SPEC §2). */
export const Route = createFileRoute('/index')({
  staticData: { access: 'public' },
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});

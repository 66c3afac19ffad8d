import { createFileRoute, redirect } from '@tanstack/react-router';

/** /home is an old address of the home page (SPEC §2). */
export const Route = createFileRoute('/home')({
  staticData: { access: 'public' },
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});

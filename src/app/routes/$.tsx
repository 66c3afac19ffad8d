import { createFileRoute, redirect } from '@tanstack/react-router';

/** Any path no route matches goes to /404 (SPEC §2). */
export const Route = createFileRoute('/$')({
  staticData: { access: 'public' },
  beforeLoad: () => {
    throw redirect({ to: '/404', replace: true });
  },
});

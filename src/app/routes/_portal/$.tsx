import { createFileRoute, redirect } from '@tanstack/react-router';
import { lookupMenuRoute } from '../../router/menu-routes';

/**
 * Every path no file route matches: a page of the server menu when the menu has it and the page
 * registry knows its component, otherwise /404 (SPEC §2). Menu pages need a login: the root
 * guard has already sent anonymous visitors to /login (or /404) and stalled a forced reset.
 * It sits inside the portal layout, so when the menu call fails its error view keeps the header.
 */
export const Route = createFileRoute('/_portal/$')({
  // Public for the route table only: the root guard gives menu paths their real rule.
  staticData: { access: 'public' },
  beforeLoad: async ({ context, location }) => {
    // The root guard could not read the menu for a visitor: say so here, below the header.
    if (context.menuFailure !== undefined) throw context.menuFailure;
    const lookup = await lookupMenuRoute(context.queryClient, location.pathname);
    // No usable answer: the route's error view says what failed and retries.
    if (lookup.kind === 'failed') throw lookup.error;
    if (lookup.kind !== 'page') throw redirect({ to: '/404', replace: true });
    return { pageTitle: lookup.route.title, menuComponent: lookup.route.component };
  },
});

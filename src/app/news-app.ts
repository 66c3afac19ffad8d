import { requestToken } from '@/entities/session';
import { isInNewsApp, newsApp } from '@/shared/lib/bridge';
import type { createAppRouter } from './router/router';

type AppRouter = ReturnType<typeof createAppRouter>;

/** The web login screen the app's own login replaces; `/login/{uuid}` (partner SSO) stays web. */
const WEB_LOGIN_PATH = /^\/login\/?$/;

/**
 * Inside the news app, the app's login replaces the web one (SPEC §1, §4): whenever an anonymous
 * visitor arrives at /login (the header's 登录, the guard's redirect from a protected page, a
 * link), the bridge's login is called. The web form stays underneath as the fallback for an app
 * version without that call or a user who closes the app's login. A 401 inside the app is handled
 * by the session model (entities/session, expiry.ts). Outside the app this does nothing.
 *
 * Returns the unsubscribe; call once at start-up.
 */
export function startNewsApp(router: AppRouter): () => void {
  if (!isInNewsApp()) return () => {};
  const arrive = (pathname: string) => {
    if (WEB_LOGIN_PATH.test(pathname) && requestToken().saved === '') newsApp.login();
  };
  const unsubscribe = router.subscribe('onResolved', ({ toLocation, pathChanged }) => {
    if (pathChanged) arrive(toLocation.pathname);
  });
  // Started after the first navigation resolved (e.g. from a lazily loaded module): catch up.
  const resolved = router.state.resolvedLocation;
  if (resolved) arrive(resolved.pathname);
  return unsubscribe;
}

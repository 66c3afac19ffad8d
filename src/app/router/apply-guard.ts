import { redirect } from '@tanstack/react-router';
import { confirmDialog } from '@/shared/ui/confirm-dialog';
import type { RouterContext, RouterSession } from './context';
import { decide, menuRouteMeta } from './guard';
import type { GuardDecision, GuardTarget, MenuKnowledge } from './guard';
import type { RouteMeta } from './route-meta';
import { currentViewport } from './viewport';

/*
 * Structural types on purpose: naming the router's own match and location types here would make
 * the root route's type depend on itself (the root route's beforeLoad is this function).
 */
export interface MatchLike {
  staticData?: RouteMeta;
  params?: unknown;
  fullPath?: string;
}

interface BeforeLoadArgs {
  matches: readonly MatchLike[];
  location: { href: string; pathname: string };
  cause: 'preload' | 'enter' | 'stay';
  abortController: AbortController;
  context: RouterContext;
}

/** The full path of the catch-all route, which serves the server menu's pages. */
export const CATCH_ALL = '/$';

/** The deepest match decides: its metadata, path and params. */
export function targetOf(matches: readonly MatchLike[], href: string): GuardTarget {
  const leaf = matches.at(-1);
  return {
    meta: leaf?.staticData,
    href,
    params: (leaf?.params ?? {}) as Record<string, string | undefined>,
    fullPath: leaf?.fullPath ?? '',
  };
}

/**
 * Where SPEC §4 sends a user whose session was just refused, from the page they are on: home
 * from a public page, agent login from any other (a menu page included). On a login page the
 * user stays: the form that asked for the info says what failed, and a fresh login is the way on.
 */
export function refusalDestination(leaf: MatchLike | undefined): '/' | '/agentLogin' | null {
  if (leaf?.staticData?.loginEntry) return null;
  return leaf?.staticData?.access === 'public' && leaf.fullPath !== CATCH_ALL ? '/' : '/agentLogin';
}

/**
 * The catch-all's access rule. A logged-in user's path is resolved by the catch-all itself
 * (page or /404), so only an anonymous visitor's path is looked up here: it decides between
 * /login (a menu page, or a menu refused to visitors) and /404 (the menu lacks it). When the menu
 * cannot be had, the visitor stays and `failure` goes to the catch-all, which shows it inside the
 * portal layout (header and all) with a retry that runs this again.
 */
async function menuTarget(
  target: GuardTarget,
  pathname: string,
  { queryClient, session }: RouterContext,
): Promise<{ target: GuardTarget; failure?: unknown }> {
  let knowledge: MenuKnowledge = { kind: 'unknown' };
  if (session.current().role === 'anonymous') {
    // Loaded only for paths no file route matches (see menu-routes.ts); a chunk that cannot be
    // fetched fails the lookup like the call would.
    const lookup = await import('./menu-routes').then(
      ({ lookupMenuRoute }) => lookupMenuRoute(queryClient, pathname),
      (error: unknown) => ({ kind: 'failed' as const, error }),
    );
    if (lookup.kind === 'failed') return { target: { ...target, meta: { access: 'public' } }, failure: lookup.error };
    if (lookup.kind === 'page') knowledge = { kind: 'page', title: lookup.route.title };
    if (lookup.kind === 'absent') knowledge = { kind: 'absent' };
  }
  return { target: { ...target, meta: menuRouteMeta(knowledge) } };
}

/** What the root's beforeLoad hands the routes below it (their `context`). */
export interface GuardContext {
  /** An anonymous visitor's menu lookup failed: the catch-all shows this error (see menuTarget). */
  menuFailure?: unknown;
}

/**
 * The root route's beforeLoad: loads the user info once, then applies the guard's decision.
 * The session comes with the router's context (context.ts), read as the navigation runs.
 * Preloads never open dialogs or wait; they only follow plain redirects.
 */
export async function applyGuard({ matches, location, cause, abortController, context }: BeforeLoadArgs): Promise<GuardContext> {
  const { session } = context;
  const info = await session.ensureUserInfo();
  let target = targetOf(matches, location.href);
  let menuFailure: unknown;
  if (target.fullPath === CATCH_ALL) ({ target, failure: menuFailure } = await menuTarget(target, location.pathname, context));

  if (info.status === 'refused') {
    // SPEC §4: the session is already cleared; home if the path is public, else agent login. A
    // login page is where the user was going anyway (an expired saved login opening /login): they
    // stay, logged out, with the form (docs/adr/0005-session-and-edge.md).
    const to = target.meta?.loginEntry ? location.pathname : target.meta?.access === 'public' ? '/' : '/agentLogin';
    if (location.pathname !== to) throw go(to);
  }
  // Without the info the scholar flag is unknown: rather than sending a scholar to scholar
  // authentication, say what failed (the error view retries). Other rules need only the cookies.
  if (info.status === 'unavailable' && target.meta?.access === 'scholar') throw info.error;

  const decision = decide(target, session.current(), context.viewport ?? currentViewport());
  await carryOut(decision, session, cause === 'preload', abortController.signal);
  return menuFailure === undefined ? {} : { menuFailure };
}

/**
 * A redirect by href. The guard's targets are plain strings from route metadata; typing them
 * against the route tree here would make the root route's type depend on itself.
 */
function go(path: string, search?: Record<string, string>) {
  const query = search ? `?${new URLSearchParams(search).toString()}` : '';
  return redirect({ href: `${path}${query}`, replace: true });
}

async function carryOut(decision: GuardDecision, session: RouterSession, preload: boolean, signal: AbortSignal): Promise<void> {
  switch (decision.type) {
    case 'allow':
      return;
    case 'redirect':
      throw go(decision.to, decision.search);
    case 'confirm-logged-in': {
      if (preload) return;
      const kind = decision.userKind === 'personal' ? '个人用户' : '机构用户';
      const name = decision.nickName ? `「${decision.nickName}」` : '';
      const logout = await confirmDialog({
        title: '您已登录',
        message: `当前已登录${kind}${name}，如需使用其他账号，请先退出登录。`,
        confirmText: '退出登录',
        cancelText: '保留登录',
        tone: 'danger',
      });
      if (!logout) throw go('/userCenter');
      // The app routes on `loggedOut` (home for personal users, agent login for institutions).
      await session.logout();
      throw go(decision.userKind === 'personal' ? '/' : '/agentLogin');
    }
    case 'stall':
      if (preload) return;
      // The navigation waits (the progress bar shows) while the reset-password dialog, which
      // the app keeps open as long as the flag is set, says why; it resumes after the reset.
      await session.untilPasswordReset(signal);
      if (session.current().role === 'anonymous') throw go('/');
      return;
  }
}

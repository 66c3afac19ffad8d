import type { SessionRole } from '@/entities/session';
import type { RouteMeta } from './route-meta';

/**
 * The access guard as one pure decision (SPEC §2, §4, §6): given where the user wants to go, who
 * they are and how wide the screen is, say what happens. `apply-guard.ts` carries it out in the
 * root route's `beforeLoad`; the table test walks every route of the route tree through it.
 */

export type ViewportClass = 'small' | 'large';

export interface GuardSession {
  role: SessionRole;
  isScholar: boolean;
  resetPassword: boolean;
  nickName: string;
  /** An institution main account's function configuration; [] when it has none (nothing hidden). */
  functionConfig: readonly string[];
}

export interface GuardTarget {
  /** The route's metadata; undefined when no route matched (the catch-all). */
  meta: RouteMeta | undefined;
  /** The path as typed, e.g. `/expert/12`; used for the redirect back after login. */
  href: string;
  /** The matched route's path params, to carry over to the page's twin. */
  params: Record<string, string | undefined>;
  /** The route's full path, e.g. `/expert/{-$id}`. */
  fullPath: string;
}

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string; search?: Record<string, string> }
  | { type: 'confirm-logged-in'; userKind: 'personal' | 'institution'; nickName: string }
  | { type: 'stall'; reason: 'reset-password' };

const ALLOW: GuardDecision = { type: 'allow' };
const USER_CENTER = '/userCenter';

export function decide(target: GuardTarget, session: GuardSession, viewport: ViewportClass): GuardDecision {
  const { meta } = target;
  // Unknown paths go to /404.
  if (!meta?.access) return { type: 'redirect', to: '/404' };

  const twin = twinFor(target, viewport);
  if (twin) return { type: 'redirect', to: twin };

  const loggedIn = session.role !== 'anonymous';
  if (meta.access === 'public') {
    if (meta.loginEntry && loggedIn) {
      return {
        type: 'confirm-logged-in',
        userKind: session.role === 'website' ? 'personal' : 'institution',
        nickName: session.nickName,
      };
    }
    return ALLOW;
  }

  // Everything below needs a logged-in user.
  if (!loggedIn) return { type: 'redirect', to: '/login', search: { redirect: target.href } };
  if (session.resetPassword) return { type: 'stall', reason: 'reset-password' };

  // A page the main account's function configuration leaves out is refused, as a sub account
  // is refused a main account's page: hiding the menu entry is not access control.
  if (hiddenByConfiguration(meta, session)) return { type: 'redirect', to: USER_CENTER };

  switch (meta.access) {
    case 'login':
      return ALLOW;
    case 'website':
      return session.role === 'website' ? ALLOW : { type: 'redirect', to: USER_CENTER };
    case 'agent':
      return session.role === 'agentLord' || session.role === 'agentChild' ? ALLOW : { type: 'redirect', to: USER_CENTER };
    case 'agentLord':
      // Hiding a menu entry is not access control: a sub account is sent back too.
      return session.role === 'agentLord' ? ALLOW : { type: 'redirect', to: USER_CENTER };
    case 'scholar':
      return session.isScholar ? ALLOW : { type: 'redirect', to: '/scholarAuthentication' };
  }
}

function hiddenByConfiguration(meta: RouteMeta, session: GuardSession): boolean {
  const { functionKey } = meta;
  if (!functionKey || session.role !== 'agentLord' || session.functionConfig.length === 0) return false;
  return !session.functionConfig.includes(functionKey);
}

/** What the guard knows of a path that only the server menu can name (the catch-all `$`). */
export type MenuKnowledge = { kind: 'page'; title: string } | { kind: 'absent' } | { kind: 'unknown' };

/**
 * The access rule of a menu-driven path. SPEC §2 does not whitelist menu pages, so they need a
 * login, and the reset-password stall applies to them like to any other non-public page.
 * - a page of the menu: login;
 * - certainly no page (the menu answered without it): no rule, i.e. /404;
 * - not known (the menu is refused to an anonymous visitor, or not asked yet for a logged-in
 *   user, whose catch-all resolves it after the guard): login, after which the catch-all
 *   shows the page or sends to /404.
 */
export function menuRouteMeta(knowledge: MenuKnowledge): RouteMeta | undefined {
  switch (knowledge.kind) {
    case 'page':
      return { title: knowledge.title, access: 'login' };
    case 'absent':
      return undefined;
    case 'unknown':
      return { access: 'login' };
  }
}

/** Pages with a twin switch to `/mobile/...` on small screens and back on large ones. */
function twinFor(target: GuardTarget, viewport: ViewportClass): string | undefined {
  const twin = target.meta?.mobileTwin;
  if (!twin) return undefined;
  const isMobilePage = target.fullPath.startsWith('/mobile/');
  if ((viewport === 'small') === isMobilePage) return undefined;
  // The query travels too (`?keyword=`, `?page=`): both twins' pages check the values they read.
  return `${fillPath(twin, target.params)}${queryOf(target.href)}`;
}

/** The `?...` part of an href (without its hash), or ''. */
function queryOf(href: string): string {
  const start = href.indexOf('?');
  if (start === -1) return '';
  const hash = href.indexOf('#', start);
  const query = hash === -1 ? href.slice(start) : href.slice(start, hash);
  return query === '?' ? '' : query;
}

/**
 * A route path with its params filled in. An optional param (`{-$id}`) without a value drops its
 * segment; a required one (`$id`) without a value is left empty.
 */
export function fillPath(template: string, params: Record<string, string | undefined>): string {
  const segments = template.split('/').flatMap((segment) => {
    const optional = /^\{-\$(\w+)\}$/.exec(segment);
    if (optional) {
      const value = params[optional[1] as string];
      return value ? [encodeURIComponent(value)] : [];
    }
    const required = /^\$(\w+)$/.exec(segment);
    if (required) return [encodeURIComponent(params[required[1] as string] ?? '')];
    return [segment];
  });
  return segments.join('/') || '/';
}

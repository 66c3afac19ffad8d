import type { QueryClient } from '@tanstack/react-query';
import type { GuardSession, ViewportClass } from './guard';

/**
 * What the guard needs of the user-info check before it decides (SPEC §4):
 * - `ok`: the info of the current token is loaded;
 * - `none`: no token;
 * - `refused`: the backend refused it; the session is cleared, the guard routes;
 * - `unavailable`: no answer (network, timeout...): the session stays, `error` says why, and
 *   the next navigation asks again.
 */
export type UserInfoCheck = { status: 'ok' | 'none' | 'refused' } | { status: 'unavailable'; error: unknown };

/**
 * The session as the router sees it, handed in with the router's context: the guard reads it
 * when a navigation runs, never keeps it, so a login or logout is seen by the next navigation
 * without telling the router (app-session.ts reads the session model's stores).
 */
export interface RouterSession {
  /** Who is navigating, now. */
  current(): GuardSession;
  /** Loads the current token's user info once (single-flight), and says how that went. */
  ensureUserInfo(): Promise<UserInfoCheck>;
  /** Resolves once the forced password reset is done, the user left, or `signal` aborts. */
  untilPasswordReset(signal: AbortSignal): Promise<void>;
  /** Logs the current user out (the logged-in confirmation's 退出登录); never rejects. */
  logout(): Promise<void>;
}

/** The root route's context (`createRootRouteWithContext`), given to `createRouter`. */
export interface RouterContext {
  queryClient: QueryClient;
  session: RouterSession;
  /**
   * The viewport the guard decides for (a page's phone twin, SPEC §2). The browser leaves it out
   * and reads the window; the build-time server render, which has none, says which page it renders.
   */
  viewport?: ViewportClass;
}

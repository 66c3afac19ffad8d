import { redirect } from '@tanstack/react-router';
import { logoutFx } from '@/entities/session';
import { confirmDialog } from '@/shared/ui/confirm-dialog';
import { decide } from './guard';
import type { GuardDecision, GuardTarget } from './guard';
import type { RouteMeta } from './route-meta';
import { ensureUserInfo, readGuardSession, waitUntilPasswordReset } from './session-snapshot';
import { currentViewport } from './viewport';

/*
 * Structural types on purpose: naming the router's own match and location types here would make
 * the root route's type depend on itself (the root route's beforeLoad is this function).
 */
interface MatchLike {
  staticData?: RouteMeta;
  params?: unknown;
  fullPath?: string;
}

interface BeforeLoadArgs {
  matches: readonly MatchLike[];
  location: { href: string; pathname: string };
  cause: 'preload' | 'enter' | 'stay';
  abortController: AbortController;
}

/** The deepest match decides: its metadata, path and params. */
export function targetOf(matches: readonly MatchLike[], href: string): GuardTarget {
  const leaf = matches.at(-1);
  // The catch-all resolves menu-driven paths itself; until it does, it counts as public.
  const meta = leaf?.staticData;
  return {
    meta,
    href,
    params: (leaf?.params ?? {}) as Record<string, string | undefined>,
    fullPath: leaf?.fullPath ?? '',
  };
}

/**
 * The root route's beforeLoad: loads the user info once, then applies the guard's decision.
 * Preloads never open dialogs or wait; they only follow plain redirects.
 */
export async function applyGuard({ matches, location, cause, abortController }: BeforeLoadArgs): Promise<void> {
  const target = targetOf(matches, location.href);

  if ((await ensureUserInfo()) === 'failed') {
    // SPEC §4: the session is already cleared; home if the path is public, else agent login.
    const to = target.meta?.access === 'public' ? '/' : '/agentLogin';
    if (location.pathname !== to) throw go(to);
  }

  const decision = decide(target, readGuardSession(), currentViewport());
  await carryOut(decision, cause === 'preload', abortController.signal);
}

/**
 * A redirect by href. The guard's targets are plain strings from route metadata; typing them
 * against the route tree here would make the root route's type depend on itself.
 */
function go(path: string, search?: Record<string, string>) {
  const query = search ? `?${new URLSearchParams(search).toString()}` : '';
  return redirect({ href: `${path}${query}`, replace: true });
}

async function carryOut(decision: GuardDecision, preload: boolean, signal: AbortSignal): Promise<void> {
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
      await logoutFx().catch(() => undefined);
      throw go(decision.userKind === 'personal' ? '/' : '/agentLogin');
    }
    case 'stall':
      if (preload) return;
      // The navigation waits (the progress bar shows) while the reset-password dialog, which
      // the app keeps open as long as the flag is set, says why; it resumes after the reset.
      await waitUntilPasswordReset(signal);
      if (readGuardSession().role === 'anonymous') throw go('/');
      return;
  }
}

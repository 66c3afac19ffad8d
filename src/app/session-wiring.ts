import { clearNode, createEffect, sample } from 'effector';
import { confirmDialog } from '@/shared/ui/confirm-dialog';
import { showToast } from '@/shared/ui/toaster';
import {
  loggedIn,
  loggedOut,
  requestToken,
  routeAfterLogout,
  setExpiryPromptHandler,
  userInfoRefused,
  watchTokenLifetime,
} from '@/entities/session';
import { accountSwitchedElsewhere, loggedOutElsewhere, startCrossTabLogout } from '@/features/logout';
import { ERROR_MESSAGES, configureHttp, type ContractDriftSink } from '@/shared/api';
import { $guardCheckingInfo } from './router/app-session';
import { refusalDestination } from './router/apply-guard';
import type { createAppRouter } from './router/router';

type AppRouter = ReturnType<typeof createAppRouter>;

/** What a tab says when another tab logged in and this one took that session over. */
export const SWITCHED_ELSEWHERE_TEXT = '已在其他窗口登录，本页已切换为当前登录的账号';

/**
 * Connects the layers that may not know each other: the HTTP client gets, in its one setup, the
 * session's token, the toaster and (with telemetry) the receiver of contract drift; the session's
 * expiry prompt goes to the confirm dialog, and a finished logout (here or in another tab), a
 * refused session and an account switched in another tab to navigation.
 */
export function wireSession(router: AppRouter, { drift }: { drift?: ContractDriftSink } = {}): () => void {
  const restoreHttp = configureHttp({ token: requestToken, notify: showToast, ...(drift ? { drift } : {}) });

  // The page the user was on when they chose 重新登录: agent login brings them back to it.
  let expiredOn: string | null = null;
  setExpiryPromptHandler(async () => {
    const again = await confirmDialog({
      title: '系统提示',
      message: ERROR_MESSAGES.sessionExpiredPrompt,
      confirmText: '重新登录',
      cancelText: '取消',
      tone: 'danger',
    });
    expiredOn = again ? router.state.location.href : null;
    return again;
  });

  const navigateFx = createEffect((href: string) => router.navigate({ href, replace: true }));
  const routeAfterLogoutLink = sample({
    clock: [loggedOut, loggedOutElsewhere],
    fn: ({ userType }) => {
      // SPEC §4: agent login for agent types, home otherwise; after an expiry, with the way back.
      const to = routeAfterLogout(userType);
      const back = expiredOn;
      expiredOn = null;
      return to === '/agentLogin' && back && back !== to ? `${to}?${new URLSearchParams({ redirect: back }).toString()}` : to;
    },
    target: navigateFx,
  });

  // SPEC §4 for every info fetch, not only the guard's: a refused session leaves the page it was
  // refused on, home from a public page, agent login from any other. The guard routes the
  // refusals of its own fetch (by the navigation's target), so those are left to it.
  const refusalDestinationFx = createEffect(() => refusalDestination(router.state.matches.at(-1)));
  const refusalLink = sample({
    clock: userInfoRefused,
    source: $guardCheckingInfo,
    filter: (guardChecking) => !guardChecking,
    fn: () => undefined,
    target: refusalDestinationFx,
  });
  const refusalRouteLink = sample({
    clock: refusalDestinationFx.doneData,
    filter: (to): to is '/' | '/agentLogin' => to !== null,
    target: navigateFx,
  });

  // Cached answers belong to the account that asked for them: once a logout has navigated away,
  // and again when someone logs in, drop every query no page is showing, so the next account
  // never sees the last one's data. Queries still on screen stay, to be refetched, not orphaned.
  const { queryClient } = router.options.context;
  const dropCachedFx = createEffect(() => queryClient.removeQueries({ type: 'inactive' }));
  const dropCachedLink = sample({ clock: [loggedIn, navigateFx.finally], target: dropCachedFx });

  // Another tab logged in as someone else: this tab now acts for that account. Drop the old
  // account's answers, refetch those on screen, and run the guard again on the current page
  // (it loads the new account's info and sends it elsewhere if the page is not for it).
  const recheckFx = createEffect(async () => {
    // Said, like a logout elsewhere is shown by the page it leads to: the account changed under the user.
    showToast('info', SWITCHED_ELSEWHERE_TEXT);
    queryClient.removeQueries({ type: 'inactive' });
    await Promise.all([queryClient.invalidateQueries(), router.invalidate()]);
  });
  const switchedLink = sample({ clock: accountSwitchedElsewhere, target: recheckFx });

  const stopCrossTab = startCrossTabLogout();
  // The session never ends silently: the token's cookie running out in an open tab brings the
  // expiry prompt, by its lifetime's timer or when a request is about to leave without it.
  const stopLifetime = watchTokenLifetime();

  // Tests render several apps in one process; each must be able to undo its wiring.
  return () => {
    stopCrossTab();
    stopLifetime();
    restoreHttp();
    setExpiryPromptHandler(null);
    for (const link of [routeAfterLogoutLink, refusalLink, refusalRouteLink, dropCachedLink, switchedLink]) clearNode(link);
  };
}

import { clearNode, createEffect, sample } from 'effector';
import { confirmDialog } from '@/shared/ui/confirm-dialog';
import { showToast } from '@/shared/ui/toaster';
import { loggedIn, loggedOut, routeAfterLogout, setExpiryPromptHandler } from '@/entities/session';
import { loggedOutElsewhere, startCrossTabLogout } from '@/features/logout';
import { ERROR_MESSAGES, setNotifier } from '@/shared/api';
import type { createAppRouter } from './router/router';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Connects the layers that may not know each other: the HTTP client's messages go to the toaster,
 * the session's expiry prompt to the confirm dialog, and a finished logout (here or in another
 * tab) to navigation.
 */
export function wireSession(router: AppRouter): () => void {
  const restoreNotifier = setNotifier(showToast);

  setExpiryPromptHandler(() =>
    confirmDialog({
      title: '系统提示',
      message: ERROR_MESSAGES.sessionExpiredPrompt,
      confirmText: '重新登录',
      cancelText: '取消',
      tone: 'danger',
    }),
  );

  const navigateFx = createEffect((to: string) => router.navigate({ to, replace: true }));
  const routeAfterLogoutLink = sample({
    clock: [loggedOut, loggedOutElsewhere],
    fn: ({ userType }) => routeAfterLogout(userType),
    target: navigateFx,
  });

  // Cached answers belong to the account that asked for them: once a logout has navigated away,
  // and again when someone logs in, drop every query no page is showing, so the next account
  // never sees the last one's data. Queries still on screen stay, to be refetched, not orphaned.
  const dropCachedFx = createEffect(() => router.options.context.queryClient.removeQueries({ type: 'inactive' }));
  const dropCachedLink = sample({ clock: [loggedIn, navigateFx.finally], target: dropCachedFx });

  const stopCrossTab = startCrossTabLogout();

  // Tests render several apps in one process; each must be able to undo its wiring.
  return () => {
    stopCrossTab();
    restoreNotifier();
    setExpiryPromptHandler(null);
    clearNode(routeAfterLogoutLink);
    clearNode(dropCachedLink);
  };
}

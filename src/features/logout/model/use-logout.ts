import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { logoutFx } from '@/entities/session';
import { isApiError } from '@/shared/api';
import { showToast } from '@/shared/ui/toaster';
import { LOGOUT_TEXT } from '../config/constants';

/**
 * Logs the user out (POST /sys/logout through the session model). The app routes on the
 * session's `loggedOut`, which fires either way. When the server did not confirm, the user
 * is told that the logout happened on this device only; an expired token (401) needs no such
 * note: the server session is already over.
 */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const [runLogout, pending] = useUnit([logoutFx, logoutFx.pending]);
  const logout = useCallback(async () => {
    try {
      await runLogout();
    } catch (error) {
      if (!(isApiError(error) && error.kind === 'unauthorized')) showToast('warning', LOGOUT_TEXT.failedLocally);
    }
  }, [runLogout]);
  return { logout, pending };
}

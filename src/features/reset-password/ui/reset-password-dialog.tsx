import { useUnit } from 'effector-react';
import { Suspense, lazy } from 'react';
import { $isLoggedIn, $resetPassword } from '@/entities/session';

// The dialog and its form load only for the few accounts that must change their password.
const ResetPasswordDialogView = lazy(() => import('./reset-password-dialog-view'));

/**
 * The forced password change: open while the logged-in user's resetPassword flag is set.
 * Mounted once by the app; it closes by itself when the flag clears or the user logs out.
 */
export function ResetPasswordDialog() {
  const [mustReset, loggedIn] = useUnit([$resetPassword, $isLoggedIn]);
  if (!mustReset || !loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <ResetPasswordDialogView />
    </Suspense>
  );
}

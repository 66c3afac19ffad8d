import { useUnit } from 'effector-react';
import { ErrorBoundary, lazyRetry } from '../error-boundary';
import { $confirmQueue, confirmAnswered } from './confirm-service';
import { NativeConfirm } from './native-confirm';

// The dialog machinery (focus trap, dismissal, presence) stays out of the first load.
const loadView = () => import('./confirm-dialog-view');
const ConfirmDialogView = lazyRetry(loadView);

/** Warms the dialog's chunk, so an expiry prompt after the network dropped can still open. */
export function preloadConfirmDialog(): void {
  loadView().catch(() => undefined);
}

/**
 * Shows the first waiting confirmation as an accessible alert dialog. Mounted once by the app.
 * Each request tries the dialog's chunk again; if it cannot be fetched, the browser's own
 * confirm asks instead, so a question is never lost (nor a navigation that awaits it).
 */
export function ConfirmDialogHost() {
  const [queue, answer] = useUnit([$confirmQueue, confirmAnswered]);
  const current = queue[0];
  if (!current) return null;
  return (
    <ErrorBoundary key={current.id} fallback={<NativeConfirm current={current} answer={answer} />}>
      <ConfirmDialogView current={current} answer={answer} />
    </ErrorBoundary>
  );
}

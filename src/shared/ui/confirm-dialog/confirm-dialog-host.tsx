import { Suspense, lazy } from 'react';
import { useUnit } from 'effector-react';
import { $confirmQueue, confirmAnswered } from './confirm-service';

// The dialog machinery (focus trap, dismissal, presence) stays out of the first load.
const ConfirmDialogView = lazy(() => import('./confirm-dialog-view'));

/** Shows the first waiting confirmation as an accessible alert dialog. Mounted once by the app. */
export function ConfirmDialogHost() {
  const [queue, answer] = useUnit([$confirmQueue, confirmAnswered]);
  const current = queue[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView current={current} answer={answer} />
    </Suspense>
  );
}

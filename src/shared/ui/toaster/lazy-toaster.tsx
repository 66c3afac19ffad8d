import { Suspense, lazy } from 'react';
import { createEvent, createStore } from 'effector';
import { useUnit } from 'effector-react';

export type ToastLevel = 'error' | 'warning' | 'info' | 'success';

// The toast machine loads with the first message, so it is never part of a page's first load.
const loadToaster = () => import('./toaster');
const AppToasterView = lazy(loadToaster);

const toastRequested = createEvent();
const $toasterWanted = createStore(false).on(toastRequested, () => true);

/** Mount once; renders nothing until the first message. */
export function AppToaster() {
  const wanted = useUnit($toasterWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToasterView />
    </Suspense>
  );
}

/** Shows a message; errors stay longer so they can be read. */
export function showToast(level: ToastLevel, message: string): void {
  toastRequested();
  void loadToaster().then(({ toaster }) => {
    toaster.create({ type: level, title: message, closable: true, duration: level === 'error' ? 5000 : 3000 });
  });
}

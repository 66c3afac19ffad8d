import { Suspense, lazy } from 'react';

export type ToastLevel = 'error' | 'warning' | 'info' | 'success';

// The toast machine is loaded right after the first render, not before it.
const loadToaster = () => import('./toaster');
const AppToasterView = lazy(loadToaster);

export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <AppToasterView />
    </Suspense>
  );
}

/** Shows a message; errors stay longer so they can be read. */
export function showToast(level: ToastLevel, message: string): void {
  void loadToaster().then(({ toaster }) => {
    toaster.create({ type: level, title: message, closable: true, duration: level === 'error' ? 5000 : 3000 });
  });
}

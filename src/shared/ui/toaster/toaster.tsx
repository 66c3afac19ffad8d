import { useEffect } from 'react';
import { Portal, Spinner, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';

/**
 * One toaster for the whole portal; messages of the error catalogue go through it.
 *
 * At the bottom, never over the header and its navigation (a message must not stop a visitor
 * from leaving the page): at the right on desktop, across the width on phones, above the offline
 * banner and the phone's home indicator. Toasts take no focus (a polite live region); each has a
 * visible close button, and Escape closes them when nothing else on the page wants the key.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
  max: 4,
  offsets: { top: '1rem', right: '1rem', left: '1rem', bottom: 'calc(env(safe-area-inset-bottom, 0px) + 4rem)' },
});

/** Escape closes the toasts, unless a dialog or another control handled the key first. */
function useEscapeDismiss() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || toaster.getCount() === 0) return;
      if (document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]')) return;
      toaster.dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

export default function AppToasterView() {
  useEscapeDismiss();
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="关闭" />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}

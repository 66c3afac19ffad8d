import { Portal, Spinner, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';

/** One toaster for the whole portal; messages of the error catalogue go through it. */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 4 });

export default function AppToasterView() {
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

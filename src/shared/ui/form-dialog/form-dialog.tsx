import { Alert, Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { DialogRootProps } from '@chakra-ui/react';
import type { FormEvent, ReactNode, Ref } from 'react';

interface FormDialogProps {
  /** Heading of the dialog; also the form's accessible name unless `formLabel` is given. */
  title: ReactNode;
  formLabel?: string;
  /** While the request is out the dialog cannot be dismissed and the buttons are locked. */
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** A refusal from the server, shown under the fields so the typed values stay in view. */
  serverError?: string;
  /** Shown after the server message, e.g. a hint about what happens next. */
  footnote?: ReactNode;
  formRef?: Ref<HTMLFormElement>;
  initialFocusEl?: DialogRootProps['initialFocusEl'];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The shell of a modal form: full screen on phones, a server message under the fields, cancel and
 * submit in the footer. Validation and sending stay with the caller; the shell only makes sure a
 * request in flight is not abandoned by closing the dialog.
 */
export function FormDialog({
  title,
  formLabel,
  pending,
  submitLabel,
  pendingLabel,
  serverError,
  footnote,
  formRef,
  initialFocusEl,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root
      open
      placement="center"
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      onOpenChange={(details) => {
        if (!details.open && !pending) onClose();
      }}
      // Left out when not given, so the dialog keeps its own default focus.
      {...(initialFocusEl && { initialFocusEl })}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={formLabel ?? (typeof title === 'string' ? title : undefined)}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {children}
                  {serverError && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{serverError}</Alert.Title>
                    </Alert.Root>
                  )}
                  {footnote}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={pending}>
                  取消
                </Button>
                <Button type="submit" colorPalette="brand" loading={pending} loadingText={pendingLabel}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

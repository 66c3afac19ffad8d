import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { logoutFx } from '@/entities/session';
import { RESET_PASSWORD_TEXT } from '../config/messages';
import { ResetPasswordForm } from './reset-password-form';

/**
 * The dialog itself. It cannot be dismissed (no close button, Escape and outside clicks do
 * nothing): the only ways out are a new password or logging out.
 */
export default function ResetPasswordDialogView() {
  const [logout, loggingOut] = useUnit([logoutFx, logoutFx.pending]);
  return (
    <Dialog.Root open role="alertdialog" placement="center" closeOnEscape={false} closeOnInteractOutside={false} preventScroll>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{RESET_PASSWORD_TEXT.forcedTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text mb="4" color="fg.muted">
                  {RESET_PASSWORD_TEXT.forcedReason}
                </Text>
              </Dialog.Description>
              <ResetPasswordForm />
            </Dialog.Body>
            <Dialog.Footer>
              {/* A failed server logout still clears the token locally (the session model), which closes this dialog. */}
              <Button variant="ghost" loading={loggingOut} onClick={() => void logout().catch(() => undefined)}>
                {RESET_PASSWORD_TEXT.logout}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ConfirmRequest } from './confirm-service';

interface ConfirmDialogViewProps {
  current: ConfirmRequest;
  answer: (reply: { id: number; ok: boolean }) => void;
}

/** The alert dialog itself; loaded only when the first confirmation is asked for. */
export default function ConfirmDialogView({ current, answer }: ConfirmDialogViewProps) {
  return (
    <Dialog.Root
      key={current.id}
      open
      role="alertdialog"
      placement="center"
      onOpenChange={(e) => {
        if (!e.open) answer({ id: current.id, ok: false });
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{current.title ?? '系统提示'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{current.message}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => answer({ id: current.id, ok: false })}>
                {current.cancelText ?? '取消'}
              </Button>
              <Button colorPalette={current.tone === 'danger' ? 'red' : 'blue'} onClick={() => answer({ id: current.id, ok: true })}>
                {current.confirmText ?? '确定'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

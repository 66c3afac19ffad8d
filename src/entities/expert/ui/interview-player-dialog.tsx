import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { Interview } from '@/shared/api/generated/model';
import { InterviewPlayer } from './interview-player';

interface InterviewPlayerDialogProps {
  /** The interview to play; null closes the dialog. */
  interview: Interview | null;
  onClose: () => void;
}

/** Plays an interview in a dialog with the browser's own video controls (full screen on phones). */
export function InterviewPlayerDialog({ interview, onClose }: InterviewPlayerDialogProps) {
  return (
    <Dialog.Root
      open={interview !== null}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      size={{ base: 'full', md: 'xl' }}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="gray.900" color="white">
            {interview && <InterviewPlayer key={interview.id} interview={interview} />}
            <Dialog.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton size="sm" color="white" _hover={{ bg: 'whiteAlpha.200' }} aria-label="关闭视频" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { Drawer, IconButton, Portal } from '@chakra-ui/react';
import { MainNav } from './main-nav';

interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The navigation for narrow screens; loaded when first opened. */
export default function MobileNavDrawer({ open, onOpenChange }: MobileNavDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="64">
            <Drawer.Header>
              <Drawer.Title>导航</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <MainNav direction="column" onNavigate={() => onOpenChange(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <IconButton aria-label="关闭导航菜单" variant="ghost" size="sm" position="absolute" top="3" right="3">
                ✕
              </IconButton>
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

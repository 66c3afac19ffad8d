import { Alert, Button, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

interface NewPasswordDialogProps {
  username: string;
  password: string;
  /** Closing forgets the password: it is shown this once. */
  onClose: () => void;
  /** Where the focus goes on close (the button that asked for the reset). */
  finalFocusEl?: () => HTMLElement | null;
}

/** The generated temporary password of a sub-account, shown once with a way to copy it. */
export function NewPasswordDialog({ username, password, onClose, finalFocusEl }: NewPasswordDialogProps) {
  const [copied, setCopied] = useState<'yes' | 'failed'>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={false}
      finalFocusEl={finalFocusEl}
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>密码已重置</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description>
                  子账号 {username}{' '}
                  的临时密码如下。它只显示这一次，关闭后无法再查看，请立即复制并告知子账号使用者；对方下次登录时须设置新密码。
                </Dialog.Description>
                <HStack gap="3" wrap="wrap">
                  <Text
                    as="span"
                    fontFamily="mono"
                    fontSize="xl"
                    letterSpacing="wider"
                    px="3"
                    py="1"
                    bg="bg.muted"
                    rounded="md"
                    userSelect="all"
                    aria-label={`临时密码 ${password}`}
                  >
                    {password}
                  </Text>
                  <Button size="sm" variant="outline" onClick={() => void copy()}>
                    复制密码
                  </Button>
                </HStack>
                <Text role="status" fontSize="sm" color={copied === 'failed' ? 'fg.error' : 'green.fg'} minH="5">
                  {copied === 'yes' ? '已复制到剪贴板' : copied === 'failed' ? '复制失败，请手动选中密码复制' : ''}
                </Text>
                <Alert.Root status="warning" size="sm">
                  <Alert.Indicator />
                  <Alert.Title>原密码已失效。</Alert.Title>
                </Alert.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                我已记下，关闭
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { Box, Button, Input, type InputProps } from '@chakra-ui/react';
import { useState, type Ref } from 'react';

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password field with 显示 / 隐藏: the typed password can be checked before it is sent. The
 * toggle is a real button (aria-pressed) after the field in the tab order; the field keeps its
 * Field label and errors (it is a Chakra Input inside the caller's Field.Root).
 */
export function PasswordInput({ ref, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Box position="relative" w="full">
      <Input ref={ref} {...props} type={visible ? 'text' : 'password'} pe="14" />
      <Button
        type="button"
        size="xs"
        variant="ghost"
        position="absolute"
        top="50%"
        insetEnd="1"
        transform="translateY(-50%)"
        zIndex="1"
        aria-pressed={visible}
        aria-label={visible ? '隐藏密码' : '显示密码'}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? '隐藏' : '显示'}
      </Button>
    </Box>
  );
}

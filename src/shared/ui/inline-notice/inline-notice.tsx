import { Button, HStack, Text, type StackProps } from '@chakra-ui/react';

interface InlineNoticeProps extends Omit<StackProps, 'children'> {
  /** What could not be had, in Chinese. */
  text: string;
  /** The reason (an ApiError's message), shown in brackets after the text. */
  reason?: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A one-line warning with 重试, for shared data a page can do without for a while. */
export function InlineNotice({ text, reason, onRetry, retrying = false, ...boxProps }: InlineNoticeProps) {
  return (
    <HStack role="alert" wrap="wrap" gap="3" px="3" py="2" bg="orange.subtle" color="orange.fg" fontSize="sm" {...boxProps}>
      <Text flex="1" minW="0">
        {text}
        {reason && `（${reason}）`}
      </Text>
      <Button size="xs" variant="outline" colorPalette="orange" onClick={onRetry} loading={retrying}>
        重试
      </Button>
    </HStack>
  );
}

import { Button, EmptyState, VStack } from '@chakra-ui/react';

interface ErrorStateProps {
  title?: string;
  message?: string;
  onRetry?: () => void;
  /** The button's words: 「重试」 asks again, 「重新加载」 fetches the page's code again. */
  retryText?: string;
  /** The retry is under way: the button shows it rather than looking dead. */
  retrying?: boolean;
}

/** What a page shows when its call failed: the reason and a way to try again. */
export function ErrorState({ title = '加载失败', message, onRetry, retryText = '重试', retrying = false }: ErrorStateProps) {
  return (
    <EmptyState.Root role="alert" size="md">
      <EmptyState.Content>
        <EmptyState.Indicator aria-hidden>⚠</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          {message && <EmptyState.Description>{message}</EmptyState.Description>}
        </VStack>
        {onRetry && (
          <Button colorPalette="blue" onClick={onRetry} loading={retrying}>
            {retryText}
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

import { Button, EmptyState, VStack } from '@chakra-ui/react';

interface ErrorStateProps {
  title?: string;
  message?: string;
  onRetry?: () => void;
}

/** What a page shows when its call failed: the reason and a way to try again. */
export function ErrorState({ title = '加载失败', message, onRetry }: ErrorStateProps) {
  return (
    <EmptyState.Root role="alert" size="md">
      <EmptyState.Content>
        <EmptyState.Indicator aria-hidden>⚠</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          {message && <EmptyState.Description>{message}</EmptyState.Description>}
        </VStack>
        {onRetry && (
          <Button colorPalette="blue" onClick={onRetry}>
            重试
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

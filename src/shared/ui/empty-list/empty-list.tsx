import { Button, EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface EmptyListProps {
  /** Default 暂无数据. */
  title?: string;
  description?: ReactNode;
  /** A way on, e.g. 清除筛选条件: a label and a handler, or your own element. */
  action?: { label: string; onClick: () => void } | ReactNode;
}

function isActionObject(action: EmptyListProps['action']): action is { label: string; onClick: () => void } {
  return typeof action === 'object' && action !== null && 'label' in action && 'onClick' in action;
}

/** What a list shows when it has no rows: the same look on every page. */
export function EmptyList({ title = '暂无数据', description, action }: EmptyListProps) {
  return (
    <EmptyState.Root size="md">
      <EmptyState.Content>
        <EmptyState.Indicator aria-hidden>∅</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
        {isActionObject(action) ? (
          <Button variant="outline" colorPalette="brand" onClick={action.onClick}>
            {action.label}
          </Button>
        ) : (
          action
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

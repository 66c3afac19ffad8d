import { Button, EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type ActionObject = { label: string; onClick: () => void };

/** What a filtered list says when the filter hides every row, and how to clear the filter. */
export interface NoMatch {
  title: string;
  description?: ReactNode;
  onClear: () => void;
  /** The clear button's text; default 清除筛选条件. */
  clearLabel?: string;
}

export interface EmptyListProps {
  /** Default 暂无数据. */
  title?: string;
  description?: ReactNode;
  /** A way on, e.g. 新建推广码: a label and a handler, or your own element. */
  action?: ActionObject | ReactNode;
  /** A filter or keyword is applied: say `noMatch` instead, with its clear button. */
  filtered?: boolean;
  noMatch?: NoMatch;
}

function isActionObject(action: EmptyListProps['action']): action is ActionObject {
  return typeof action === 'object' && action !== null && 'label' in action && 'onClick' in action;
}

/**
 * What a list shows when it has no rows: the same look on every page. A list with filters tells
 * "nothing matches" (and offers to clear them) apart from "nothing yet" in one place, here.
 */
export function EmptyList({ title = '暂无数据', description, action, filtered = false, noMatch }: EmptyListProps) {
  const shown =
    filtered && noMatch
      ? {
          title: noMatch.title,
          description: noMatch.description,
          action: { label: noMatch.clearLabel ?? '清除筛选条件', onClick: noMatch.onClear },
        }
      : { title, description, action };
  return (
    <EmptyState.Root size="md">
      <EmptyState.Content>
        <EmptyState.Indicator aria-hidden>∅</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{shown.title}</EmptyState.Title>
          {shown.description && <EmptyState.Description>{shown.description}</EmptyState.Description>}
        </VStack>
        {isActionObject(shown.action) ? (
          <Button variant="outline" colorPalette="brand" onClick={shown.action.onClick}>
            {shown.action.label}
          </Button>
        ) : (
          shown.action
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

import { Table } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

interface TableScrollProps extends ComponentProps<typeof Table.ScrollArea> {
  /** What the table holds, e.g. 卡密列表: the name of the scrolling region for screen readers. */
  label: string;
}

/**
 * A table's scrolling box (wide tables scroll sideways on phones): a named region that takes the
 * keyboard focus, so it can be scrolled with the arrow keys (WCAG 2.1.1, axe
 * scrollable-region-focusable).
 */
export function TableScroll({ label, ...props }: TableScrollProps) {
  return <Table.ScrollArea tabIndex={0} role="region" aria-label={label} {...props} />;
}

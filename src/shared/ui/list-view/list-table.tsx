import { Box, HStack, Table, Text } from '@chakra-ui/react';
import { useRef, type ReactNode, type RefObject } from 'react';
import { TableColumnHeaders, TableScroll, type TableColumn } from '../table-scroll';
import { ListView, type ListViewProps } from './list-view';

export interface ListTableProps<Row> extends Omit<ListViewProps<Row>, 'children' | 'header' | 'gap' | 'scrollTargetRef'> {
  /** The name of the table and of its scrolling region, when not 「{noun}列表」. */
  label?: string;
  columns: readonly TableColumn[];
  /** The line over the table, e.g. 共 12 张卡密 (spoken when it changes). */
  count?: (total: number) => ReactNode;
  /** Beside the count: a control for the whole table (显示卡密). */
  tools?: ReactNode;
  /** One `Table.Row` (with its key) per row. */
  row: (row: Row) => ReactNode;
  /** The list's top when the screen draws its own (a section with its heading); else a box of its own. */
  scrollTargetRef?: RefObject<HTMLElement | null>;
}

/**
 * A data table of a paged list (the institution's batches, cards, codes, accounts, IP rules): the
 * `ListView` states, the count, the named scrolling table with its column headings, and the pager
 * that scrolls back to the list's top.
 */
export function ListTable<Row>({ label, columns, count, tools, row, scrollTargetRef, ...list }: ListTableProps<Row>) {
  const ownTop = useRef<HTMLDivElement>(null);
  const name = label ?? `${list.noun}列表`;
  const view = (
    <ListView {...list} scrollTargetRef={scrollTargetRef ?? ownTop} gap="3">
      {(rows, total) => (
        <>
          {count && (
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                {count(total)}
              </Text>
              {tools}
            </HStack>
          )}
          <TableScroll label={name} borderWidth="1px" rounded="md" bg="bg">
            <Table.Root size="sm" aria-label={name}>
              <TableColumnHeaders columns={columns} />
              <Table.Body>{rows.map(row)}</Table.Body>
            </Table.Root>
          </TableScroll>
        </>
      )}
    </ListView>
  );
  if (scrollTargetRef) return view;
  return (
    <Box ref={ownTop} scrollMarginTop="20">
      {view}
    </Box>
  );
}

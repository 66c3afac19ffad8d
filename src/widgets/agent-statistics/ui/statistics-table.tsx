import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TableScroll } from '@/shared/ui/table-scroll';

export interface StatisticsColumn<Row> {
  header: string;
  /** Numbers are right-aligned. */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

interface StatisticsTableProps<Row> {
  caption: string;
  columns: readonly StatisticsColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A last row with the sums, already formatted per column. */
  footer?: readonly ReactNode[];
  /** Long tables scroll inside this height, keeping the header in view (the box takes the focus). */
  maxH?: string;
}

/** The numbers behind a chart as a plain, captioned table: what screen readers and keyboard users get. */
export function StatisticsTable<Row>({ caption, columns, rows, rowKey, footer, maxH }: StatisticsTableProps<Row>) {
  return (
    <TableScroll borderWidth="1px" rounded="md" maxH={maxH} label={caption}>
      <Table.Root size="sm" stickyHeader>
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" color="fg" mt="0" mb="2" px="3" pt="3">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header} textAlign={column.numeric ? 'end' : 'start'} whiteSpace="nowrap">
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Cell
                  key={column.header}
                  textAlign={column.numeric ? 'end' : 'start'}
                  whiteSpace={column.numeric ? 'nowrap' : undefined}
                >
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
        {footer && (
          <Table.Footer>
            <Table.Row fontWeight="semibold">
              {footer.map((cell, index) => (
                <Table.Cell key={columns[index]?.header ?? index} textAlign={columns[index]?.numeric ? 'end' : 'start'} whiteSpace="nowrap">
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          </Table.Footer>
        )}
      </Table.Root>
    </TableScroll>
  );
}

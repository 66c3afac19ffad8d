import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TableScroll } from '@/shared/ui/table-scroll';
import { formatAmount, formatCount } from '../lib/format';

export interface StatisticsColumn<Row> {
  header: string;
  /** Numbers are right-aligned. */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

/** What every breakdown row counts (「—」 where a sum is missing or not one). */
interface Sums {
  count?: number | null;
  amount?: number | null;
}

interface StatisticsTableProps<Row extends Sums> {
  caption: string;
  /** What a row is (date, check type, account, code); its 次数 and 金额 follow. */
  columns: readonly StatisticsColumn<Row>[];
  /** Missing rows (an optional list the answer left out) draw an empty table. */
  rows: readonly Row[] | null | undefined;
  rowKey: (row: Row) => string;
  /** The headings of the two sums, when not 次数 / 金额. */
  sumLabels?: { count: string; amount: string };
  /** The report's totals: a 合计 row under the table. */
  totals?: Sums;
  /** Long tables scroll inside this height, keeping the header in view (the box takes the focus). */
  maxH?: string;
}

/**
 * The numbers behind a chart, or a breakdown, as a plain, captioned table (what screen readers and
 * keyboard users get): the describing columns, then each row's count and amount, then the totals.
 */
export function StatisticsTable<Row extends Sums>({
  caption,
  columns: describing,
  rows,
  rowKey,
  sumLabels = { count: '次数', amount: '金额' },
  totals,
  maxH,
}: StatisticsTableProps<Row>) {
  const columns: readonly StatisticsColumn<Row>[] = [
    ...describing,
    { header: sumLabels.count, numeric: true, cell: (row) => formatCount(row.count) },
    { header: sumLabels.amount, numeric: true, cell: (row) => formatAmount(row.amount) },
  ];
  const footer: ReactNode[] | undefined = totals && [
    '合计',
    ...describing.slice(1).map(() => ''),
    formatCount(totals.count),
    formatAmount(totals.amount),
  ];
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
          {(rows ?? []).map((row) => (
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

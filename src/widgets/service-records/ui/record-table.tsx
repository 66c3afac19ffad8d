import { Table } from '@chakra-ui/react';
import type { ServiceRecord } from '@/shared/api/generated/model';
import type { CellOptions, Column } from '../lib/columns';
import { RecordCell } from './record-cell';
import { TableScroll } from '@/shared/ui/table-scroll';

interface RecordTableProps {
  label: string;
  columns: readonly Column[];
  cells: CellOptions;
  rows: readonly ServiceRecord[];
}

/**
 * The records as a table from the md breakpoint up (scrolling sideways when the columns need
 * more room) and as one card per record below it, each value under its column's name. One DOM
 * for both; the roles are explicit because `display: block` drops table semantics in some browsers.
 */
export function RecordTable({ label, columns, cells, rows }: RecordTableProps) {
  return (
    <TableScroll label="服务记录" borderWidth={{ md: '1px' }} rounded="lg" bg={{ md: 'bg' }}>
      <Table.Root role="table" aria-label={label} size="sm" display={{ base: 'block', md: 'table' }}>
        <Table.Header role="rowgroup" display={{ base: 'none', md: 'table-header-group' }}>
          <Table.Row role="row" bg="bg.muted">
            {columns.map((column) => (
              <Table.ColumnHeader role="columnheader" key={column.id} whiteSpace="nowrap" px="2.5">
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body role="rowgroup" display={{ base: 'block', md: 'table-row-group' }}>
          {rows.map((record) => (
            <Table.Row
              role="row"
              key={record.id}
              display={{ base: 'block', md: 'table-row' }}
              bg="bg"
              borderWidth={{ base: '1px', md: '0' }}
              rounded={{ base: 'lg', md: 'none' }}
              px={{ base: '3', md: '0' }}
              py={{ base: '2', md: '0' }}
              mb={{ base: '3', md: '0' }}
            >
              {columns.map((column) => (
                <Table.Cell
                  role="cell"
                  key={column.id}
                  data-label={column.label}
                  verticalAlign="top"
                  // The scroll area keeps cells on one line; the text columns should wrap first.
                  whiteSpace="normal"
                  display={{ base: 'grid', md: 'table-cell' }}
                  gridTemplateColumns="7em minmax(0, 1fr)"
                  columnGap="3"
                  alignItems="start"
                  px={{ base: '0', md: '2.5' }}
                  py={{ base: '1.5', md: '3' }}
                  borderBottomWidth={{ base: '0', md: '1px' }}
                  _before={{
                    content: 'attr(data-label)',
                    color: 'fg.muted',
                    fontSize: 'xs',
                    lineHeight: '1.5rem',
                    display: { base: 'block', md: 'none' },
                  }}
                >
                  <RecordCell column={column.id} record={record} options={cells} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}

import { Table } from '@chakra-ui/react';

/** A column of a data table: its heading, and whether it holds numbers (aligned to the end). */
export interface TableColumn {
  label: string;
  numeric?: boolean;
}

/** The heading row of a data table: one nowrap heading per column, numbers aligned to the end. */
export function TableColumnHeaders({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((column) => (
          <Table.ColumnHeader key={column.label} whiteSpace="nowrap" textAlign={column.numeric ? 'end' : 'start'}>
            {column.label}
          </Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
  );
}

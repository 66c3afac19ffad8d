import { Link as ChakraLink, Table } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { DictTag } from '@/entities/dict';
import { formatPrice } from '@/shared/lib/format';
import type { ServiceRecord } from '@/shared/api/generated/model';
import { SUBMISSION_TEXT as T } from '../config/texts';
import { TableScroll } from '@/shared/ui/table-scroll';

interface DocumentResultProps {
  /** The new records, in the order the documents were sent. */
  records: readonly ServiceRecord[];
  /** The uploaded files' names, in the same order. */
  fileNames: readonly string[];
}

/** One row per submitted document: its report code, status and fee. */
export function DocumentResult({ records, fileNames }: DocumentResultProps) {
  return (
    <TableScroll label="提交结果" borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={T.resultTable}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{T.index}</Table.ColumnHeader>
            <Table.ColumnHeader>{T.file}</Table.ColumnHeader>
            <Table.ColumnHeader>{T.paperTitle}</Table.ColumnHeader>
            <Table.ColumnHeader>{T.author}</Table.ColumnHeader>
            <Table.ColumnHeader>{T.reportCode}</Table.ColumnHeader>
            <Table.ColumnHeader>{T.status}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{T.amount}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {records.map((record, index) => (
            <Table.Row key={record.id}>
              <Table.Cell>{index + 1}</Table.Cell>
              <Table.Cell maxW="14rem" truncate title={fileNames[index]}>
                {fileNames[index] ?? '—'}
              </Table.Cell>
              <Table.Cell minW="10rem">{record.title}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{record.author}</Table.Cell>
              <Table.Cell>
                {/* A check's code is its report code: the report page follows its progress. */}
                <ChakraLink asChild colorPalette="brand" fontFamily="mono" whiteSpace="nowrap">
                  <Link to="/report/{-$code}" params={{ code: record.code }}>
                    {record.code}
                  </Link>
                </ChakraLink>
              </Table.Cell>
              <Table.Cell>
                <DictTag type="check_status" value={record.status} />
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatPrice(record.amount)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}

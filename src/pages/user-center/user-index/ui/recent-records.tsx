import { HStack, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { DictTag, findDictEntry } from '@/entities/dict';
import { DownloadButton } from '@/features/file-download';
import type { DictEntry, ServiceRecord } from '@/shared/api/generated/model';
import { DASH } from '@/shared/lib/format';
import { EmptyList } from '@/shared/ui/empty-list';
import { REPORT_SERVICES, STATUS_DICT } from '../config/services';
import { TableScroll } from '@/shared/ui/table-scroll';

interface RecentRecordsProps {
  records: readonly ServiceRecord[];
  serviceNames: readonly DictEntry[];
}

/** The newest records of every service: code, service, title, status and what to do with it. */
export function RecentRecords({ records, serviceNames }: RecentRecordsProps) {
  if (records.length === 0) {
    return (
      <EmptyList
        title="暂无服务记录"
        description="提交检测、评估或认证后，最近的记录会显示在这里。"
        action={
          <ChakraLink asChild colorPalette="brand" fontWeight="semibold">
            <Link to="/check">去检测论文</Link>
          </ChakraLink>
        }
      />
    );
  }
  return (
    <TableScroll label="最近记录" borderWidth="1px" rounded="md" bg="bg">
      <Table.Root size="sm" aria-label="最近记录">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>编号</Table.ColumnHeader>
            <Table.ColumnHeader>服务</Table.ColumnHeader>
            <Table.ColumnHeader>标题</Table.ColumnHeader>
            <Table.ColumnHeader>状态</Table.ColumnHeader>
            <Table.ColumnHeader>提交时间</Table.ColumnHeader>
            <Table.ColumnHeader>操作</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {records.map((record) => {
            // Only the id is required of a record: what it leaves out is 「—」 or not offered.
            const name = findDictEntry(serviceNames, record.service)?.dictLabel ?? record.service ?? DASH;
            return (
              <Table.Row key={record.id}>
                <Table.Cell fontFamily="mono" whiteSpace="nowrap">
                  {record.code || DASH}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{name}</Table.Cell>
                <Table.Cell minW="12rem" maxW="20rem">
                  <Text lineClamp={2} title={record.title}>
                    {record.title || DASH}
                  </Text>
                </Table.Cell>
                <Table.Cell>{record.service ? <DictTag type={STATUS_DICT[record.service]} value={record.status} /> : DASH}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{record.createTime || DASH}</Table.Cell>
                <Table.Cell>
                  <HStack gap="3" whiteSpace="nowrap">
                    {record.service && record.code && REPORT_SERVICES.has(record.service) && (
                      <ChakraLink asChild colorPalette="brand" fontSize="sm">
                        <Link to="/report/{-$code}" params={{ code: record.code }} aria-label={`查看报告 ${record.code}`}>
                          查看报告
                        </Link>
                      </ChakraLink>
                    )}
                    {record.fileId && (
                      <DownloadButton
                        fileId={record.fileId}
                        kind="downloadV2"
                        fileName={`${record.code || record.id}.pdf`}
                        size="xs"
                        variant="outline"
                      >
                        下载
                      </DownloadButton>
                    )}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}

import { Alert, Button, Link as ChakraLink, Stack, Table } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { getListCardBatchesQueryKey, useListCardBatches } from '@/shared/api/generated/endpoints/institution/institution';
import type { CardBatch } from '@/shared/api/generated/model';
import { PAGE_SIZE_DEFAULT } from '@/shared/config';
import { PageHeading } from '@/shared/ui/page-heading';
import { showToast } from '@/shared/ui/toaster';
import type { CardBatchSearch } from '../model/card-batch-search';
import { CardBatchDialog } from './card-batch-dialog';
import { CardBatchFilters } from './card-batch-filters';
import { DASH } from '@/shared/lib/format';
import { CountCell, DayCell, PriceCell, type TableColumn } from '@/shared/ui/table-scroll';
import { PAGED_QUERY_OPTIONS, ListTable, useUrlList } from '@/shared/ui/list-view';

const HEADERS: readonly TableColumn[] = [
  { label: '批次号' },
  { label: '批次名称' },
  { label: '检测类型' },
  { label: '面值', numeric: true },
  { label: '数量', numeric: true },
  { label: '已使用', numeric: true },
  { label: '未使用', numeric: true },
  { label: '已过期', numeric: true },
  { label: '有效期至' },
  { label: '创建日期' },
];

/**
 * /cardBatch (main accounts): the institution's batches of check cards, newest first, filtered by
 * keyword and creation day in the URL; generate a new batch and open its cards.
 */
export function CardBatchPage() {
  const search = useSearch({ from: '/_portal/_center/cardBatch' });
  const { go, onPage } = useUrlList<CardBatchSearch>();
  const queryClient = useQueryClient();
  const page = search.page ?? 1;
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CardBatch>();

  const list = useListCardBatches(
    {
      keyword: search.keyword,
      beginTime: search.beginTime,
      endTime: search.endTime,
      page,
      pageSize: PAGE_SIZE_DEFAULT,
    },
    PAGED_QUERY_OPTIONS,
  );
  const filtered = Boolean(search.keyword || search.beginTime || search.endTime);

  return (
    <Stack gap="6">
      <PageHeading
        title="卡密批次"
        description="按检测类型批量生成检测卡密，线下发放给师生兑换使用。"
        actions={
          <Button colorPalette="brand" onClick={() => setCreating(true)}>
            生成卡密
          </Button>
        }
      />
      {created && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              已生成批次 {created.batchNo}（{created.name}），共 {created.count} 张卡密。
            </Alert.Title>
          </Alert.Content>
          <ChakraLink asChild colorPalette="brand" fontWeight="semibold" flexShrink={0} alignSelf="center">
            <Link to="/cardDetails" search={{ batchId: created.id }}>
              查看本批卡密
            </Link>
          </ChakraLink>
        </Alert.Root>
      )}
      <CardBatchFilters search={search} onSubmit={go} onReset={() => go({})} />
      <ListTable
        query={list}
        noun="卡密批次"
        empty={{
          title: '还没有卡密批次',
          description: '生成一批卡密，发放给师生兑换检测。',
          action: { label: '生成卡密', onClick: () => setCreating(true) },
          filtered,
          noMatch: { title: '没有符合条件的批次', description: '换个关键词或日期再试试。', onClear: () => go({}) },
        }}
        page={page}
        onPage={onPage}
        columns={HEADERS}
        count={(total) => `共 ${total} 个批次，点击批次号查看卡密`}
        row={(batch) => (
          <Table.Row key={batch.id}>
            <Table.Cell fontFamily="mono" whiteSpace="nowrap">
              {/* The batch number opens its cards: the row's one action. */}
              <ChakraLink asChild colorPalette="brand">
                <Link to="/cardDetails" search={{ batchId: batch.id }} aria-label={`查看 ${batch.batchNo} 的卡密`}>
                  {batch.batchNo}
                </Link>
              </ChakraLink>
            </Table.Cell>
            <Table.Cell minW="10rem">{batch.name || DASH}</Table.Cell>
            <Table.Cell minW="8rem">{batch.checkTypeName || DASH}</Table.Cell>
            <PriceCell value={batch.faceValue} />
            <CountCell value={batch.count} />
            <CountCell value={batch.usedCount} />
            <CountCell value={batch.unusedCount} />
            <CountCell value={batch.expiredCount} />
            <Table.Cell whiteSpace="nowrap">{batch.expireDate || DASH}</Table.Cell>
            <DayCell time={batch.createTime} />
          </Table.Row>
        )}
      />
      {creating && (
        <CardBatchDialog
          onClose={() => setCreating(false)}
          onCreated={(batch) => {
            setCreating(false);
            setCreated(batch);
            showToast('success', `已生成卡密批次 ${batch.batchNo}`);
            void queryClient.invalidateQueries({
              queryKey: getListCardBatchesQueryKey(),
            });
            // The new batch is the newest: show it at the top of an unfiltered list.
            go({});
          }}
        />
      )}
    </Stack>
  );
}

import { Button, Stack, Table } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { DictTag } from '@/entities/dict';
import { exportFile } from '@/shared/api';
import { exportCards, useListCardBatches, useListCards } from '@/shared/api/generated/endpoints/institution/institution';
import { CHOICE_LIST_PAGE_SIZE, PAGE_SIZE_DEFAULT } from '@/shared/config';
import { definedParams } from '@/shared/lib/query-string';
import { PageHeading } from '@/shared/ui/page-heading';
import { showToast } from '@/shared/ui/toaster';
import { cardExportFileName, maskSecret } from '../lib/card-export';
import type { CardDetailsSearch } from '../model/card-details-search';
import { CardDetailsFilters } from './card-details-filters';
import { DASH } from '@/shared/lib/format';
import { PriceCell, type TableColumn } from '@/shared/ui/table-scroll';
import { PAGED_QUERY_OPTIONS, ListTable, useUrlList } from '@/shared/ui/list-view';

const HEADERS: readonly TableColumn[] = [
  { label: '卡号' },
  { label: '卡密' },
  { label: '批次号' },
  { label: '检测类型' },
  { label: '面值', numeric: true },
  { label: '状态' },
  { label: '有效期至' },
  { label: '使用时间' },
  { label: '使用人' },
];

/**
 * /cardDetails (main accounts): the cards of one batch or of all, filtered by status and card
 * number in the URL, with the secrets hidden until asked for; exported as a CSV file (with the
 * secrets) under the same filters.
 */
export function CardDetailsPage() {
  const search = useSearch({ from: '/_portal/_center/cardDetails' });
  const { go, onPage } = useUrlList<CardDetailsSearch>();
  const page = search.page ?? 1;
  const [showSecrets, setShowSecrets] = useState(false);
  const [exporting, setExporting] = useState(false);

  const batches = useListCardBatches({ pageSize: CHOICE_LIST_PAGE_SIZE }, { request: { silent: true } });
  const batchRows = useMemo(() => batches.data?.data?.rows ?? [], [batches.data]);
  const batch = batchRows.find((candidate) => candidate.id === search.batchId);
  const filters = {
    batchId: search.batchId,
    status: search.status,
    keyword: search.keyword,
  };
  const list = useListCards({ ...filters, page, pageSize: PAGE_SIZE_DEFAULT }, PAGED_QUERY_OPTIONS);
  const rows = list.data?.data?.rows ?? [];
  const total = list.data?.data?.total ?? 0;
  const filtered = Boolean(search.batchId || search.status || search.keyword);

  async function exportCsv() {
    if (exporting) return;
    setExporting(true);
    // The batch number names the file; the first card carries it when the batch list has not loaded.
    const batchNo = search.batchId ? (batch?.batchNo ?? rows[0]?.batchNo) : undefined;
    const saved = await exportFile(() => exportCards(definedParams(filters)), cardExportFileName(batchNo));
    setExporting(false);
    if (saved) showToast('success', '卡密明细已导出');
  }

  return (
    <Stack gap="6">
      <PageHeading
        title="卡密明细"
        description={
          batch
            ? `批次 ${batch.batchNo}${batch.name ? `（${batch.name}）` : ''}的卡密，导出文件含完整卡密，请妥善保管。`
            : '各批次卡密的使用情况；导出文件含完整卡密，请妥善保管。'
        }
        actions={
          <Button
            colorPalette="brand"
            variant="outline"
            loading={exporting}
            loadingText="导出中…"
            disabled={!list.isSuccess || total === 0}
            onClick={() => void exportCsv()}
          >
            导出 CSV
          </Button>
        }
      />
      <CardDetailsFilters search={search} batches={batchRows} onSubmit={go} onReset={() => go({})} />
      <ListTable
        query={list}
        noun="卡密"
        empty={{
          title: '还没有卡密',
          description: '在“卡密批次”中生成一批卡密后，会显示在这里。',
          filtered,
          noMatch: { title: '没有符合条件的卡密', description: '换个批次、状态或卡号再试试。', onClear: () => go({}) },
        }}
        page={page}
        onPage={onPage}
        columns={HEADERS}
        count={(total) => `共 ${total} 张卡密`}
        tools={
          <Button size="xs" variant="outline" aria-pressed={showSecrets} onClick={() => setShowSecrets((current) => !current)}>
            {showSecrets ? '隐藏卡密' : '显示卡密'}
          </Button>
        }
        row={(card) => (
          <Table.Row key={card.id}>
            <Table.Cell fontFamily="mono" whiteSpace="nowrap">
              {card.cardNo}
            </Table.Cell>
            <Table.Cell fontFamily="mono" whiteSpace="nowrap">
              {!card.cardSecret ? DASH : showSecrets ? card.cardSecret : maskSecret(card.cardSecret)}
            </Table.Cell>
            <Table.Cell fontFamily="mono" whiteSpace="nowrap">
              {card.batchNo || DASH}
            </Table.Cell>
            <Table.Cell minW="8rem">{card.checkTypeName || DASH}</Table.Cell>
            <PriceCell value={card.faceValue} />
            <Table.Cell>
              <DictTag type="card_status" value={card.status} />
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{card.expireDate || DASH}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{card.usedTime ?? '—'}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{card.usedBy ?? '—'}</Table.Cell>
          </Table.Row>
        )}
      />
    </Stack>
  );
}

import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { $role } from '@/entities/session';
import { exportFile } from '@/shared/api';
import type { RecordChannel, ServiceKind } from '@/shared/api/generated/model';
import { ListView } from '@/shared/ui/list-view';
import { exportRecords, useRecordPage } from '../api/records-query';
import type { RecordParams, RecordScope } from '../api/records-query';
import { SERVICE_FACTS } from '../config/services';
import { RECORDS_TEXT as T } from '../config/texts';
import { columnsFor } from '../lib/columns';
import { todayStamp } from '../lib/day';
import { hasFilters, offeredFilters, toRecordSearch } from '../model/search';
import type { OfferedFilters, RecordFilters, RecordSearch } from '../model/search';
import { RecordFiltersBar } from './record-filters';
import { RecordTable } from './record-table';

export interface ServiceRecordsProps {
  /** The individual user's records (`listMyRecords`) or the institution's (`listAgentRecords`). */
  scope: RecordScope;
  /** The list's one service; without it the list mixes services and offers a service filter. */
  service?: ServiceKind;
  /** Institution lists fixed to one channel; without it they offer a channel filter. */
  channel?: RecordChannel;
  /** The URL state, checked by the route (`validateRecordSearch`). */
  search: RecordSearch;
  onSearchChange: (next: RecordSearch) => void;
  /** Names the table and the CSV file (`查重记录` → `查重记录-20261207.csv`). */
  title: string;
  /** A way on from an empty, unfiltered list, e.g. a link to submit one. */
  emptyAction?: ReactNode;
}

/**
 * A service record list of the user center or the institution center: filters (status from the
 * service's dictionary, keyword, date range; service, channel and account where the list offers
 * them) and page in the URL, the records with status tags, failure remarks and the report or
 * certificate download, SPEC §9 paging, loading, empty and error states, and a CSV export of
 * every record matching the filters.
 */
export function ServiceRecords({ scope, service, channel, search, onSearchChange, title, emptyAction }: ServiceRecordsProps) {
  const role = useUnit($role);
  const offered: OfferedFilters = useMemo(
    () => ({
      service: service === undefined,
      // Only services sold through promotion codes have a second channel to choose.
      channel: scope === 'agent' && channel === undefined && (service === undefined || SERVICE_FACTS[service].promoted),
      // A promotion record belongs to the code's owner, the main account: nobody to narrow to.
      account: scope === 'agent' && role === 'agentLord' && channel !== 'promotion',
    }),
    [scope, service, channel, role],
  );
  const { page, filters } = useMemo(() => offeredFilters(search, offered), [search, offered]);
  const params: RecordParams = { ...filters, service: service ?? filters.service, channel: channel ?? filters.channel };
  const records = useRecordPage(scope, params, page);
  const listTop = useRef<HTMLDivElement>(null);
  const [exporting, setExporting] = useState(false);
  const { columns, cells } = columnsFor({ service, agent: scope === 'agent', channel, mainAccount: role === 'agentLord' });
  const filtered = hasFilters(filters);

  const apply = (next: RecordFilters) => onSearchChange(toRecordSearch(next));
  const reset = () => onSearchChange({});
  const goToPage = useCallback((next: number) => onSearchChange(toRecordSearch(filters, next)), [filters, onSearchChange]);

  const startExport = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      await exportFile(() => exportRecords(scope, params), `${title}-${todayStamp()}.csv`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box>
      <RecordFiltersBar filters={filters} offered={offered} service={service} onApply={apply} onReset={reset} />
      <HStack ref={listTop} scrollMarginTop="20" justify="space-between" gap="3" mb="3" flexWrap="wrap">
        {/* A row of its own below large screens: the count with its polling note (共 25 条记录 ·
            检测进行中…) is longer than 加载中 and would otherwise wrap the buttons onto a new row
            when the list arrives, moving everything below (a layout shift). */}
        <Text fontSize="sm" color="fg.muted" aria-live="polite" flexBasis={{ base: 'full', lg: 'auto' }}>
          {/* A list that failed has no count: 共 0 条记录 would say there is nothing. */}
          {records.isPending ? T.loading : records.isError && !records.data ? '' : T.total(records.total)}
          {records.polling && ` · ${T.refreshing}`}
        </Text>
        <HStack gap="2">
          <Button size="sm" variant="ghost" onClick={() => void records.refetch()} disabled={records.isPending}>
            {T.refresh}
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="brand"
            title={T.exportHint}
            onClick={() => void startExport()}
            loading={exporting}
            loadingText={T.exporting}
            disabled={records.isPending || records.total === 0}
          >
            {T.export}
          </Button>
        </HStack>
      </HStack>
      <ListView
        query={records}
        noun="记录"
        errorTitle={T.loadFailed}
        empty={{
          title: T.empty,
          action: emptyAction,
          filtered,
          noMatch: { title: T.emptyFiltered, description: T.emptyFilteredHint, onClear: reset },
        }}
        page={page}
        onPage={goToPage}
        scrollTargetRef={listTop}
      >
        {(rows) => <RecordTable label={title} columns={columns} cells={cells} rows={rows} />}
      </ListView>
    </Box>
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { exportMyRecords, getListMyRecordsQueryOptions } from '@/shared/api/generated/endpoints/center/center';
import { exportAgentRecords, getListAgentRecordsQueryOptions } from '@/shared/api/generated/endpoints/institution/institution';
import type { RecordChannel, ServiceKind, ServiceRecord, ServiceRecordPageResult } from '@/shared/api/generated/model';
import { PAGE_SIZE_DEFAULT } from '@/shared/config';
import { listPage } from '@/shared/ui/list-view';
import { SERVICE_FACTS } from '../config/services';
import type { RecordFilters } from '../model/search';

/** Whose records: the individual user's (`/center/records`) or the institution's (`/agent/records`). */
export type RecordScope = 'center' | 'agent';

/** While a check on the page is on its way, the list asks again this often... */
export const PROGRESS_POLL_MS = 5_000;
/** ...for this long after the list opened: a check stuck for longer is not worth the traffic. */
export const PROGRESS_POLL_WINDOW_MS = 5 * 60_000;

/** The params both calls share; `accountId` and `channel` only exist for the institution. */
export interface RecordParams extends RecordFilters {
  service?: ServiceKind;
  channel?: RecordChannel;
}

function isProgressing(record: ServiceRecord): boolean {
  return (record.service && SERVICE_FACTS[record.service])?.progressing.includes(String(record.status)) ?? false;
}

function rowsOf(result: ServiceRecordPageResult | undefined): ServiceRecord[] {
  return result?.data?.rows ?? [];
}

/**
 * One page of records. The page shows its own error state, so the client stays silent; while a
 * record on the page is being checked the list refreshes itself (`polling`) until the result is
 * there, for at most PROGRESS_POLL_WINDOW_MS.
 */
export function useRecordPage(scope: RecordScope, params: RecordParams, page: number) {
  const [windowOver, setWindowOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWindowOver(true), PROGRESS_POLL_WINDOW_MS);
    return () => clearTimeout(timer);
  }, []);
  const query = {
    placeholderData: keepPreviousData,
    refetchInterval: (q: { state: { data?: ServiceRecordPageResult } }) =>
      !windowOver && rowsOf(q.state.data).some(isProgressing) ? PROGRESS_POLL_MS : false,
  };
  const request = { silent: true };
  const listParams = { ...params, page, pageSize: PAGE_SIZE_DEFAULT };
  const options =
    scope === 'center'
      ? getListMyRecordsQueryOptions(listParams, { query, request })
      : getListAgentRecordsQueryOptions(listParams, { query, request });
  const result = useQuery(options);
  const { rows, total } = listPage(result.data);
  return { ...result, rows, total, polling: !windowOver && rows.some(isProgressing) };
}

/** The CSV of every record matching the filters (no paging), as the generated call fetches it. */
export function exportRecords(scope: RecordScope, params: RecordParams): Promise<Blob> {
  return scope === 'center' ? exportMyRecords(params) : exportAgentRecords(params);
}

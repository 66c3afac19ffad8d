import { ServiceKind, type RecordChannel } from '@/shared/api/generated/model';
import { KEYWORD_MAX } from '@/shared/config';
import { orderedDays, param, searchOf, textParam } from '@/shared/lib/query-string';

/**
 * A record list's URL state (`?page&keyword&status&beginTime&endTime&accountId&channel&service`),
 * checked by every record route's `validateSearch` (one descriptor for the twelve lists): unknown
 * values are dropped, a reversed date range is put the right way round. A numeric status stays a
 * number, as the router reads `?status=3` and writes it back.
 */
export const validateRecordSearch = searchOf(
  {
    page: param.page(),
    keyword: param.text(KEYWORD_MAX),
    status: statusParam,
    beginTime: param.day(),
    endTime: param.day(),
    accountId: param.id(),
    channel: param.oneOf<RecordChannel>(['direct', 'promotion']),
    // The contract's list itself: the lists' service table stays out of the first load.
    service: param.oneOf(Object.values(ServiceKind)),
  },
  orderedDays,
);

export type RecordSearch = ReturnType<typeof validateRecordSearch>;

function statusParam(raw: unknown): string | number | undefined {
  const text = textParam(raw, 20);
  if (!text || !/^[\w-]+$/.test(text)) return undefined;
  return /^\d{1,9}$/.test(text) && String(Number(text)) === text ? Number(text) : text;
}

/** The filters a list sends; `page` apart. */
export interface RecordFilters {
  keyword?: string;
  status?: string;
  beginTime?: string;
  endTime?: string;
  accountId?: number;
  channel?: RecordChannel;
  service?: ServiceKind;
}

/** Which optional filters a list offers; the others are ignored when a URL carries them. */
export interface OfferedFilters {
  service: boolean;
  channel: boolean;
  account: boolean;
}

/**
 * The route's checked search as one list uses it: the filters it does not offer are left out, and
 * so is a status without a service (whose dictionary it belongs to) on a list that mixes services.
 */
export function offeredFilters(search: RecordSearch, offered: OfferedFilters): { page: number; filters: RecordFilters } {
  const service = offered.service ? search.service : undefined;
  const filters: RecordFilters = {
    keyword: search.keyword,
    status: offered.service && !service ? undefined : search.status?.toString(),
    beginTime: search.beginTime,
    endTime: search.endTime,
    accountId: offered.account ? search.accountId : undefined,
    channel: offered.channel ? search.channel : undefined,
    service,
  };
  return { page: search.page ?? 1, filters: withoutEmpty(filters) };
}

function withoutEmpty<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== '')) as T;
}

/**
 * The URL state of filters and a page. Page 1 stays out of the URL; a numeric status is written
 * as a number, as the router reads it back, so the URL says `status=3` and not `status="3"`.
 */
export function toRecordSearch(filters: RecordFilters, page = 1): RecordSearch {
  const { status, ...rest } = withoutEmpty(filters);
  return withoutEmpty<RecordSearch>({
    ...rest,
    status: status !== undefined && /^\d{1,9}$/.test(status) && String(Number(status)) === status ? Number(status) : status,
    page: page > 1 ? page : undefined,
  });
}

export function hasFilters(filters: RecordFilters): boolean {
  return Object.keys(withoutEmpty(filters)).length > 0;
}

import type { RecordChannel, ServiceKind } from '@/shared/api/generated/model';
import { PAGE_MAX } from '@/shared/config';
import { SERVICE_KINDS } from '../config/services';
import { isValidDay } from '../lib/day';

/**
 * A record list's URL state (`?page&keyword&status&beginTime&endTime&accountId&channel&service`).
 * Every value is optional, so links need none. The router parses `?status=3` as a number, so a
 * status may arrive as one.
 */
export interface RecordSearch {
  page?: number;
  keyword?: string;
  status?: string | number;
  beginTime?: string;
  endTime?: string;
  accountId?: number;
  channel?: RecordChannel;
  service?: ServiceKind;
}

/** The filters a list sends, checked; `page` apart. */
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

export const KEYWORD_MAX = 50;
const CHANNELS: readonly RecordChannel[] = ['direct', 'promotion'];

function textParam(raw: unknown, max: number): string | undefined {
  const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return text ? text.slice(0, max) : undefined;
}

function positiveInt(raw: unknown): number | undefined {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

function oneOf<T extends string>(values: readonly T[], raw: unknown): T | undefined {
  return values.find((value) => value === raw);
}

function dayParam(raw: unknown): string | undefined {
  return typeof raw === 'string' && isValidDay(raw.trim()) ? raw.trim() : undefined;
}

/**
 * The URL state as the list uses it. The route only types the search (its code is in the first
 * load), so a hand-edited or stale URL is checked here and never breaks the page: unknown values
 * are dropped, a reversed date range is put the right way round, a status without a service
 * (whose dictionary it belongs to) is dropped on lists that mix services.
 */
export function normalizeRecordSearch(raw: Record<string, unknown>, offered: OfferedFilters): { page: number; filters: RecordFilters } {
  const page = Math.min(positiveInt(raw.page) ?? 1, PAGE_MAX);
  const service = offered.service ? oneOf(SERVICE_KINDS, raw.service) : undefined;
  let beginTime = dayParam(raw.beginTime);
  let endTime = dayParam(raw.endTime);
  if (beginTime && endTime && beginTime > endTime) [beginTime, endTime] = [endTime, beginTime];
  const status = offered.service && !service ? undefined : textParam(raw.status, 20);
  const filters: RecordFilters = {
    keyword: textParam(raw.keyword, KEYWORD_MAX),
    status: status && /^[\w-]+$/.test(status) ? status : undefined,
    beginTime,
    endTime,
    accountId: offered.account ? positiveInt(raw.accountId) : undefined,
    channel: offered.channel ? oneOf(CHANNELS, raw.channel) : undefined,
    service,
  };
  return { page, filters: withoutEmpty(filters) };
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

import type { AccountStat, CheckTypeStat, DayStat, PromotionCodeStat, RecordChannel, ServiceKind } from '@/shared/api/generated/model';
import type { StoredRecord } from '../../db/center/types';
import { addDays, isValidDay } from '../../lib/date-time';
import { inDayRange, includesText, termsOf } from '../../lib/lists';
import type { Whole } from '../../lib/whole';

/**
 * The center handlers' logic that needs no HTTP: record filters, statistics, IPv4 ranges, ID
 * numbers. Pure, so it is tested directly.
 */

const round2 = (value: number): number => Math.round(value * 100) / 100;

// ---- records -----------------------------------------------------------------------------------

export interface RecordFilter {
  accountIds: ReadonlySet<number>;
  service?: ServiceKind;
  channel?: RecordChannel;
  keyword?: string | null;
  status?: string | null;
  beginTime?: string;
  endTime?: string;
}

/** Newest first; keyword terms must each occur in the code, title, author, patent number or promotion code. */
export function filterRecords(records: readonly StoredRecord[], filter: RecordFilter): StoredRecord[] {
  const terms = termsOf(filter.keyword);
  return records
    .filter(
      (record) =>
        filter.accountIds.has(record.accountId) &&
        (!filter.service || record.service === filter.service) &&
        (!filter.channel || record.channel === filter.channel) &&
        (!filter.status || record.status === filter.status) &&
        inDayRange(record.createTime, filter.beginTime, filter.endTime) &&
        terms.every((term) =>
          [record.code, record.title, record.author, record.patentNo ?? '', record.promotionCode ?? '', record.customer ?? ''].some(
            (text) => includesText(text, term),
          ),
        ),
    )
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id);
}

// ---- statistics -------------------------------------------------------------------------------

export function statsByDay(records: readonly StoredRecord[], begin: string, end: string): Whole<DayStat>[] {
  const days = new Map<string, Whole<DayStat>>();
  const last = addDays(end, 0);
  for (let day = addDays(begin, 0); day <= last; day = addDays(day, 1)) days.set(day, { date: day, count: 0, amount: 0 });
  for (const record of records) {
    const stat = days.get(record.createTime.slice(0, 10));
    if (!stat) continue;
    stat.count += 1;
    stat.amount = round2(stat.amount + record.amount);
  }
  return [...days.values()];
}

function grouped<K, S extends { count: number; amount: number }>(
  records: readonly StoredRecord[],
  keyOf: (record: StoredRecord) => K,
  make: (record: StoredRecord) => S,
): S[] {
  const groups = new Map<K, S>();
  for (const record of records) {
    const key = keyOf(record);
    let stat = groups.get(key);
    if (!stat) {
      stat = make(record);
      groups.set(key, stat);
    }
    stat.count += 1;
    stat.amount = round2(stat.amount + record.amount);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || b.amount - a.amount);
}

export function statsByCheckType(records: readonly StoredRecord[]): CheckTypeStat[] {
  return grouped(
    records,
    (record) => `${record.service}:${record.checkTypeId ?? record.checkTypeName}`,
    (record) => ({ checkTypeId: record.checkTypeId, checkTypeName: record.checkTypeName, service: record.service, count: 0, amount: 0 }),
  );
}

export function statsByAccount(records: readonly StoredRecord[], nameOf: (accountId: number) => string): AccountStat[] {
  return grouped(
    records,
    (record) => record.accountId,
    (record) => ({ accountId: record.accountId, accountName: nameOf(record.accountId), count: 0, amount: 0 }),
  );
}

export function statsByCode(records: readonly StoredRecord[], nameOf: (code: string) => string): PromotionCodeStat[] {
  return grouped(
    records.filter((record) => record.promotionCode !== null),
    (record) => record.promotionCode ?? '',
    (record) => ({
      code: record.promotionCode ?? '',
      name: nameOf(record.promotionCode ?? ''),
      service: record.service,
      count: 0,
      amount: 0,
    }),
  );
}

export function totals(records: readonly StoredRecord[]): { totalCount: number; totalAmount: number } {
  return { totalCount: records.length, totalAmount: round2(records.reduce((sum, record) => sum + record.amount, 0)) };
}

// ---- IPv4 -------------------------------------------------------------------------------------

/** The address as a number, or undefined unless it is four decimal parts 0-255 without leading zeros. */
export function parseIpv4(text: string): number | undefined {
  const parts = text.trim().split('.');
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return undefined;
    value = value * 256 + Number(part);
  }
  return value;
}

export function formatIpv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

export type IpRange = { start: number; end: number; cidr: string | null };

export const IP_MESSAGES = {
  missing: '请填写起始 IP 或 CIDR 网段',
  both: 'CIDR 网段与起止 IP 只能填写一种',
  badStart: '起始 IP 格式不正确',
  badEnd: '结束 IP 格式不正确',
  order: '起始 IP 不能大于结束 IP',
  badCidr: 'CIDR 网段格式不正确，如 10.12.0.0/16',
  prefix: 'CIDR 前缀长度须在 8–32 之间',
} as const;

/** A range from the form: a CIDR block (normalised to its network address) or start with optional end. */
export function ipRangeOf(input: { startIp?: string; endIp?: string; cidr?: string }): IpRange | string {
  const cidr = input.cidr?.trim() ?? '';
  const startText = input.startIp?.trim() ?? '';
  const endText = input.endIp?.trim() ?? '';
  if (cidr && (startText || endText)) return IP_MESSAGES.both;
  if (cidr) {
    const match = /^([\d.]+)\/(\d{1,2})$/.exec(cidr);
    const base = match ? parseIpv4(match[1] ?? '') : undefined;
    if (!match || base === undefined) return IP_MESSAGES.badCidr;
    const prefix = Number(match[2]);
    if (prefix < 8 || prefix > 32) return IP_MESSAGES.prefix;
    const size = 2 ** (32 - prefix);
    const start = Math.floor(base / size) * size;
    return { start, end: start + size - 1, cidr: `${formatIpv4(start)}/${prefix}` };
  }
  if (!startText) return IP_MESSAGES.missing;
  const start = parseIpv4(startText);
  if (start === undefined) return IP_MESSAGES.badStart;
  const end = endText ? parseIpv4(endText) : start;
  if (end === undefined) return IP_MESSAGES.badEnd;
  if (start > end) return IP_MESSAGES.order;
  return { start, end, cidr: null };
}

export function rangesOverlap(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start <= b.end && b.start <= a.end;
}

// ---- people -----------------------------------------------------------------------------------

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** An 18-character resident ID number with a real birth date and a correct check character. */
export function isValidIdNumber(value: string): boolean {
  const id = value.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const birth = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
  if (!isValidDay(birth) || birth < '1900-01-01') return false;
  const sum = ID_WEIGHTS.reduce((total, weight, index) => total + weight * Number(id.charAt(index)), 0);
  return ID_CHECK.charAt(sum % 11) === id.charAt(17);
}

export function maskName(name: string): string {
  const chars = Array.from(name);
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

export function maskIdNumber(id: string): string {
  return id.length > 8 ? `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}` : id;
}

export const CHINESE_NAME = /^[\u4e00-\u9fa5·]{2,20}$/;

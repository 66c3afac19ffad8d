import type { RecordChannel, ServiceKind } from '@/shared/api/generated/model';
import { isValidDay } from '../../lib/date-time';
import { inDayRange, includesText, termsOf } from '../../lib/lists';
import type { StoredRecord } from './tables';

/**
 * The user center's logic that needs no HTTP: record filters, ID numbers and masks. Pure, so it is
 * tested directly.
 */

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

import type { AccountStat, CheckTypeStat, DayStat, PromotionCodeStat } from '@/shared/api/generated/model';
import { addDays } from '../../lib/date-time';
import { round2 } from '../../lib/params';
import type { Whole } from '../../lib/whole';
import type { StoredRecord } from '../center';

/** The institution center's statistics over service records, pure, so it is tested directly. */

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

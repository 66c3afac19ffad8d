import { Table } from '@chakra-ui/react';
import { formatPrice, groupDigits } from '@/shared/lib/format';
import { DASH, orDash, safeNonNegative, safeNumber } from '@/shared/lib/safe-number';

/*
 * Counters, amounts and times are optional in the contract (only ids, rows and names are
 * required): a cell whose value is absent or junk shows 「—」.
 */

/** An amount of money, aligned to the end: ¥68.00, or 「—」. */
export function PriceCell({ value }: { value?: number | null }) {
  return (
    <Table.Cell textAlign="end" whiteSpace="nowrap">
      {orDash(safeNumber(value), formatPrice)}
    </Table.Cell>
  );
}

/** A count, aligned to the end: 1,280, or 「—」. */
export function CountCell({ value }: { value?: number | null }) {
  return (
    <Table.Cell textAlign="end" whiteSpace="nowrap">
      {orDash(safeNonNegative(value), groupDigits)}
    </Table.Cell>
  );
}

/** The day of a time (2026-03-01), the full time on hover; 「—」 without one. */
export function DayCell({ time }: { time?: string | null }) {
  return (
    <Table.Cell whiteSpace="nowrap" title={time || undefined}>
      {time ? time.slice(0, 10) : DASH}
    </Table.Cell>
  );
}

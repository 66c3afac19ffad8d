import { Table } from '@chakra-ui/react';
import { formatPrice } from '@/shared/lib/format';

/** An amount of money, aligned to the end: ¥68.00. */
export function PriceCell({ value }: { value?: number | null }) {
  return (
    <Table.Cell textAlign="end" whiteSpace="nowrap">
      {formatPrice(value)}
    </Table.Cell>
  );
}

/** The day of a time (2026-03-01), the full time on hover. */
export function DayCell({ time }: { time: string }) {
  return (
    <Table.Cell whiteSpace="nowrap" title={time}>
      {time.slice(0, 10)}
    </Table.Cell>
  );
}

import { Card, SimpleGrid, Text } from '@chakra-ui/react';
import { DASH, apiDay, safeAverage, safeDayCount, safeNonNegative } from '@/shared/lib/safe-number';
import { formatAmount, formatCount } from '../lib/format';

interface StatisticsTotalsProps {
  /** The range as the server wrote it: a date the contract does not check (plain strings), so maybe not one. */
  beginTime?: string | null;
  endTime?: string | null;
  totalCount?: number | null;
  totalAmount?: number | null;
  /** What is counted, e.g. 检测次数 or 推广成交. */
  countLabel: string;
  amountLabel: string;
}

/**
 * The range the server actually used and its sums, above the chart. What cannot be computed (a
 * date that is not one, a range that ends before it begins, a sum missing or too large) shows
 * 「—」, and the daily averages that would need it are left out.
 */
export function StatisticsTotals({ beginTime, endTime, totalCount, totalAmount, countLabel, amountLabel }: StatisticsTotalsProps) {
  const days = safeDayCount(beginTime, endTime);
  const perDay = (total: number | null | undefined) => (days === null ? null : safeAverage(safeNonNegative(total), days));
  const countPerDay = perDay(totalCount);
  const amountPerDay = perDay(totalAmount);
  const count = formatCount(totalCount);
  const items = [
    {
      label: '统计区间',
      value: days === null ? DASH : `${apiDay(beginTime)} 至 ${apiDay(endTime)}`,
      hint: days === null ? undefined : `共 ${days} 天`,
    },
    {
      label: countLabel,
      value: count === DASH ? DASH : `${count} 次`,
      hint: countPerDay === null ? undefined : `日均 ${countPerDay.toFixed(1)} 次`,
    },
    {
      label: amountLabel,
      value: formatAmount(totalAmount),
      hint: amountPerDay === null ? undefined : `日均 ${formatAmount(amountPerDay)}`,
    },
  ];
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="3">
      {items.map((item) => (
        <Card.Root key={item.label} variant="outline" size="sm" gap="1" p="4">
          {/* dt and dd straight in the card: a <dl> allows one wrapping div only. */}
          <Text as="dt" fontSize="sm" color="fg.muted">
            {item.label}
          </Text>
          <Text as="dd" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold">
            {item.value}
          </Text>
          {item.hint && (
            <Text as="dd" fontSize="xs" color="fg.muted">
              {item.hint}
            </Text>
          )}
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

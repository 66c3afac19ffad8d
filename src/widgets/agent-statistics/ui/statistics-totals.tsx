import { Card, SimpleGrid, Text } from '@chakra-ui/react';
import { daysInRange } from '@/shared/lib/format';
import { formatAmount, formatCount } from '../lib/format';

interface StatisticsTotalsProps {
  beginTime: string;
  endTime: string;
  totalCount: number;
  totalAmount: number;
  /** What is counted, e.g. 检测次数 or 推广成交. */
  countLabel: string;
  amountLabel: string;
}

/** The range the server actually used and its sums, above the chart. */
export function StatisticsTotals({ beginTime, endTime, totalCount, totalAmount, countLabel, amountLabel }: StatisticsTotalsProps) {
  const days = daysInRange(beginTime, endTime);
  const items = [
    {
      label: '统计区间',
      value: `${beginTime} 至 ${endTime}`,
      hint: `共 ${days} 天`,
    },
    {
      label: countLabel,
      value: `${formatCount(totalCount)} 次`,
      hint: days > 0 ? `日均 ${(totalCount / days).toFixed(1)} 次` : undefined,
    },
    {
      label: amountLabel,
      value: formatAmount(totalAmount),
      hint: days > 0 ? `日均 ${formatAmount(totalAmount / days)}` : undefined,
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

import { Button, Group, HStack, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { Suspense, lazy, useState } from 'react';
import type { DayStat } from '@/shared/api/generated/model';
import { apiDay, safeNonNegative } from '@/shared/lib/safe-number';
import { formatAmount, formatCount, shortDay } from '../lib/format';
import { StatisticsTable } from './statistics-table';

// The chart loads on demand (DESIGN.md budgets): it is not part of the page's own chunk, and the
// numbers below are readable before it arrives.
const BarChart = lazy(() => import('@/shared/ui/chart').then((module) => ({ default: module.BarChart })));

type Metric = 'count' | 'amount';

const METRICS: ReadonlyArray<{ value: Metric; label: string }> = [
  { value: 'count', label: '次数' },
  { value: 'amount', label: '金额' },
];

interface DailyStatisticsProps {
  /** Missing when the answer left the list out: the table is empty then. */
  days: readonly DayStat[] | null | undefined;
  /** What a day's count is, e.g. 检测次数. */
  countLabel: string;
  amountLabel: string;
}

/** Every day of the range: a bar chart of the chosen measure, and all the numbers as a table. */
export function DailyStatistics({ days, countLabel, amountLabel }: DailyStatisticsProps) {
  const [metric, setMetric] = useState<Metric>('count');
  // A day whose date is not one cannot be placed on the axis: it is left out; a date with a time
  // is shown as its day. A count or amount that is not one (missing, negative, too large) draws
  // no bar and shows 「—」 in the table.
  const rows = (days ?? []).flatMap((day) => {
    const date = apiDay(day.date);
    return date === null ? [] : [{ ...day, date }];
  });
  const values = rows.map((day) => ({ label: day.date, value: safeNonNegative(metric === 'count' ? day.count : day.amount) }));
  const peak = values.reduce<{ label: string; value: number } | undefined>(
    (best, item) => (item.value !== null && (!best || item.value > best.value) ? { label: item.label, value: item.value } : best),
    undefined,
  );
  const format = metric === 'count' ? (value: number) => `${formatCount(value)}` : formatAmount;
  const measure = metric === 'count' ? countLabel : amountLabel;
  const summary = `每日${measure}柱状图，共 ${rows.length} 天${peak ? `，最高 ${format(peak.value)}（${peak.label}）` : ''}。数据见下方表格。`;

  return (
    <Stack as="section" aria-labelledby="daily-statistics-title" gap="4" bg="bg" p={{ base: '4', md: '5' }} rounded="lg" borderWidth="1px">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" id="daily-statistics-title" size="md">
          每日趋势
        </Heading>
        <Group attached role="group" aria-label="图表指标">
          {METRICS.map((item) => (
            <Button
              key={item.value}
              size="xs"
              variant={metric === item.value ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={metric === item.value}
              onClick={() => setMetric(item.value)}
            >
              {item.label}
            </Button>
          ))}
        </Group>
      </HStack>
      <Suspense fallback={<Skeleton height="240px" aria-label="正在加载图表" />}>
        <BarChart data={values} label={summary} formatValue={format} formatLabel={shortDay} integer={metric === 'count'} />
      </Suspense>
      <StatisticsTable
        caption="每日明细"
        maxH="320px"
        rows={rows}
        rowKey={(day) => day.date}
        columns={[{ header: '日期', cell: (day) => day.date }]}
        sumLabels={{ count: countLabel, amount: amountLabel }}
      />
    </Stack>
  );
}

import { Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DictTag } from '@/entities/dict';
import { DailyStatistics, StatisticsFilters, StatisticsReport, StatisticsTable, statisticsParams } from '@/widgets/agent-statistics';
import type { StatisticsSearch } from '@/widgets/agent-statistics';
import { useGetAgentPromotionStatistics } from '@/shared/api/generated/endpoints/institution/institution';
import type { ServiceKind } from '@/shared/api/generated/model';
import { definedParams } from '@/shared/lib/query-string';
import { EmptyList } from '@/shared/ui/empty-list';
import { PageHeading } from '@/shared/ui/page-heading';
import { PAGED_QUERY_OPTIONS } from '@/shared/ui/list-view';

/** Promotion codes sell these two services. */
const SERVICES: readonly ServiceKind[] = ['check', 'aigc'];

/**
 * /promotionStatictis (main accounts): the checks bought through the institution's promotion
 * codes over a date range, per day (chart and table) and per code.
 */
export function PromotionStatisticsPage() {
  const checked = useSearch({ from: '/_portal/_center/promotionStatictis' });
  const navigate = useNavigate({ from: '/promotionStatictis' });
  const search = useMemo(() => {
    const { accountId: _accountId, ...rest } = statisticsParams(checked, SERVICES);
    return rest;
  }, [checked]);
  const stats = useGetAgentPromotionStatistics(search, PAGED_QUERY_OPTIONS);
  const data = stats.data?.data;
  const counted = data ? { beginTime: data.beginTime, endTime: data.endTime } : undefined;
  const go = (next: StatisticsSearch) => void navigate({ search: definedParams({ ...next, accountId: undefined }) });

  return (
    <Stack gap="6">
      <PageHeading title="推广统计" description="按日期区间查看通过本机构推广码完成的检测与成交金额；不选日期时统计最近 30 天。" />
      <StatisticsFilters
        key={JSON.stringify(search)}
        search={search}
        services={SERVICES}
        counted={counted}
        onSubmit={go}
        onReset={() => go({})}
      />
      <StatisticsReport
        query={stats}
        data={data}
        loadingLabel="正在加载推广统计"
        countLabel="推广成交"
        amountLabel="成交金额"
        empty={
          <EmptyList
            title="该区间内暂无推广成交"
            description={
              <>
                换个日期区间再看看，或到
                <ChakraLink asChild colorPalette="brand">
                  <Link to="/checkPromotion">推广检测</Link>
                </ChakraLink>
                创建推广码。
              </>
            }
          />
        }
      >
        {(report) => (
          <>
            <DailyStatistics days={report.byDay} countLabel="成交次数" amountLabel="成交金额" />
            <StatisticsTable
              caption="按推广码"
              rows={report.byCode}
              rowKey={(row) => row.code}
              columns={[
                { header: '推广码', cell: (row) => row.code },
                { header: '推广名称', cell: (row) => row.name },
                { header: '服务', cell: (row) => <DictTag type="service_type" value={row.service} /> },
              ]}
              totals={{ count: report.totalCount, amount: report.totalAmount }}
            />
          </>
        )}
      </StatisticsReport>
    </Stack>
  );
}

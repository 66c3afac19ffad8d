import { Grid, Stack } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { DictTag } from '@/entities/dict';
import { $nickName, $role, $userId } from '@/entities/session';
import { DailyStatistics, StatisticsFilters, StatisticsReport, StatisticsTable, statisticsParams } from '@/widgets/agent-statistics';
import type { AccountOption, StatisticsSearch } from '@/widgets/agent-statistics';
import { useGetAgentCheckStatistics, useListSubAccounts } from '@/shared/api/generated/endpoints/institution/institution';
import type { ServiceKind } from '@/shared/api/generated/model';
import { definedParams } from '@/shared/lib/query-string';
import { EmptyList } from '@/shared/ui/empty-list';
import { PageHeading } from '@/shared/ui/page-heading';
import { CHOICE_LIST_PAGE_SIZE } from '@/shared/config';
import { accountLabel } from '@/shared/lib/format';
import { PAGED_QUERY_OPTIONS } from '@/shared/ui/list-view';

/** The services an institution submits itself. */
const SERVICES: readonly ServiceKind[] = ['check', 'aigc', 'patentCheck', 'patent'];

/**
 * /checkStatictis: what the institution submitted itself (channel direct) over a date range, per
 * day (chart and table), per check type and, for a main account, per account. A main account may
 * narrow to one account; a sub-account sees only its own records.
 */
export function CheckStatisticsPage() {
  const checked = useSearch({ from: '/_portal/_center/checkStatictis' });
  const navigate = useNavigate({ from: '/checkStatictis' });
  const [role, userId, nickName] = useUnit([$role, $userId, $nickName]);
  const isMain = role === 'agentLord';
  const search = useMemo(() => {
    const params = statisticsParams(checked, SERVICES);
    return isMain ? params : { ...params, accountId: undefined };
  }, [checked, isMain]);

  const subAccounts = useListSubAccounts({ pageSize: CHOICE_LIST_PAGE_SIZE }, { query: { enabled: isMain }, request: { silent: true } });
  const accounts = useMemo<AccountOption[] | undefined>(() => {
    if (!isMain) return undefined;
    const own = userId ? [{ id: userId, name: `${nickName || '主账号'}（主账号）` }] : [];
    const subs = (subAccounts.data?.data?.rows ?? []).map((sub) => ({ id: sub.id, name: accountLabel(sub) }));
    return [...own, ...subs];
  }, [isMain, userId, nickName, subAccounts.data]);

  const stats = useGetAgentCheckStatistics(search, PAGED_QUERY_OPTIONS);
  const data = stats.data?.data;
  const counted = data ? { beginTime: data.beginTime, endTime: data.endTime } : undefined;
  const go = (next: StatisticsSearch) => void navigate({ search: definedParams(next) });

  return (
    <Stack gap="6">
      <PageHeading title="检测统计" description="按日期区间查看本机构自主提交的检测次数与金额；不选日期时统计最近 30 天。" />
      <StatisticsFilters
        key={JSON.stringify(search)}
        search={search}
        services={SERVICES}
        accounts={accounts}
        accountsError={subAccounts.isError ? { message: subAccounts.error.message, onRetry: () => void subAccounts.refetch() } : undefined}
        counted={counted}
        onSubmit={go}
        onReset={() => go({})}
      />
      <StatisticsReport
        query={stats}
        data={data}
        loadingLabel="正在加载检测统计"
        countLabel="检测次数"
        amountLabel="检测金额"
        empty={
          <EmptyList
            title="该区间内暂无检测记录"
            description="换个日期区间或服务类型再看看。"
            action={{ label: '查看最近 30 天', onClick: () => go({}) }}
          />
        }
      >
        {(report) => (
          <>
            <DailyStatistics days={report.byDay} countLabel="检测次数" amountLabel="检测金额" />
            <Grid templateColumns={{ base: '1fr', xl: isMain ? 'repeat(2, minmax(0, 1fr))' : '1fr' }} gap="6" alignItems="start">
              <StatisticsTable
                caption="按检测类型"
                rows={report.byCheckType}
                rowKey={(row) => `${row.service}-${row.checkTypeId ?? row.checkTypeName}`}
                columns={[
                  { header: '检测类型', cell: (row) => row.checkTypeName },
                  { header: '服务', cell: (row) => <DictTag type="service_type" value={row.service} /> },
                ]}
                totals={{ count: report.totalCount, amount: report.totalAmount }}
              />
              {isMain && (
                <StatisticsTable
                  caption="按账号"
                  rows={report.byAccount}
                  rowKey={(row) => String(row.accountId)}
                  columns={[{ header: '账号', cell: (row) => row.accountName }]}
                  totals={{ count: report.totalCount, amount: report.totalAmount }}
                />
              )}
            </Grid>
          </>
        )}
      </StatisticsReport>
    </Stack>
  );
}

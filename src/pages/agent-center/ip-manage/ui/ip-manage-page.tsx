import { Box, Button, Stack, Table, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useRef } from 'react';
import { getListIpRulesQueryKey, useDeleteIpRule, useListIpRules } from '@/shared/api/generated/endpoints/institution/institution';
import type { IpRule } from '@/shared/api/generated/model';
import { PAGE_SIZE_DEFAULT } from '@/shared/config';
import { PageHeading } from '@/shared/ui/page-heading';
import { showToast } from '@/shared/ui/toaster';
import { IP_RULE_MAX, addressCount, parseIpv4 } from '../lib/ip-rule';
import { IpRuleForm } from './ip-rule-form';
import type { TableColumn } from '@/shared/ui/table-scroll';
import { PAGED_QUERY_OPTIONS, ListTable, useRowAction, useUrlList } from '@/shared/ui/list-view';

const HEADERS: readonly TableColumn[] = [
  { label: '地址范围' },
  { label: 'CIDR' },
  { label: '地址数', numeric: true },
  { label: '备注' },
  { label: '添加人' },
  { label: '添加时间' },
  { label: '操作' },
];

/** The range as written, or 「—」: both ends are optional in the contract (a rule may be a CIDR only). */
function rangeText(rule: IpRule): string {
  const { startIp, endIp } = rule;
  if (!startIp || !endIp) return startIp || endIp || '—';
  return startIp === endIp ? startIp : `${startIp} – ${endIp}`;
}

function countOf(rule: IpRule): string {
  const start = parseIpv4(rule.startIp ?? '');
  const end = parseIpv4(rule.endIp ?? '');
  return start === undefined || end === undefined ? '—' : addressCount({ start, end }).toLocaleString('zh-CN');
}

/**
 * /ipManage (main accounts): the IPv4 addresses, ranges and CIDR blocks from which the
 * institution's services may be used. Add (checked in the browser first) and remove (confirmed).
 */
export function IpManagePage() {
  const search = useSearch({ from: '/_portal/_center/ipManage' });
  const { onPage } = useUrlList();
  const queryClient = useQueryClient();
  const listTop = useRef<HTMLDivElement>(null);
  const page = search.page ?? 1;
  const list = useListIpRules({ page, pageSize: PAGE_SIZE_DEFAULT }, PAGED_QUERY_OPTIONS);
  const remove = useDeleteIpRule();
  const { busyId, run } = useRowAction<number>();
  const total = list.data?.data?.total ?? 0;

  const refresh = () => void queryClient.invalidateQueries({ queryKey: getListIpRulesQueryKey() });

  function removeRule(rule: IpRule) {
    void run(rule.id, {
      confirm: {
        title: '删除 IP 规则',
        message: `删除后，来自 ${rule.cidr ?? rangeText(rule)}${rule.remark ? `（${rule.remark}）` : ''} 的访问将不再被允许。确定删除吗？`,
        confirmText: '删除',
        tone: 'danger',
      },
      action: async () => {
        await remove.mutateAsync({ id: rule.id });
        showToast('success', '已删除 IP 规则');
        refresh();
      },
    });
  }

  return (
    <Stack gap="6">
      <PageHeading title="IP管理" description="设置允许使用本机构服务的 IP 地址；校园网、图书馆等出口地址可按 IP 段或 CIDR 网段添加。" />
      <IpRuleForm
        full={list.isSuccess && total >= IP_RULE_MAX}
        onAdded={() => {
          showToast('success', '已添加 IP 规则');
          refresh();
        }}
      />
      <Box as="section" aria-labelledby="ip-rules-title" ref={listTop} scrollMarginTop="20">
        <Text as="h2" id="ip-rules-title" fontWeight="semibold" mb="3" aria-live="polite">
          {list.isSuccess ? `已添加的规则：${total} / ${IP_RULE_MAX} 条` : '已添加的规则'}
        </Text>
        <ListTable
          query={list}
          noun="IP 规则"
          loading={{ count: 4, label: '正在加载 IP 规则' }}
          empty={{ title: '还没有 IP 规则', description: '添加后，只有来自这些地址的访问可以使用本机构的服务。' }}
          page={page}
          onPage={onPage}
          scrollTargetRef={listTop}
          columns={HEADERS}
          row={(rule) => (
            <Table.Row key={rule.id}>
              <Table.Cell fontFamily="mono" whiteSpace="nowrap">
                {rangeText(rule)}
              </Table.Cell>
              <Table.Cell fontFamily="mono" whiteSpace="nowrap">
                {rule.cidr ?? '—'}
              </Table.Cell>
              <Table.Cell textAlign="end">{countOf(rule)}</Table.Cell>
              <Table.Cell minW="8rem">{rule.remark || '—'}</Table.Cell>
              <Table.Cell>{rule.createBy || '—'}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{rule.createTime || '—'}</Table.Cell>
              <Table.Cell>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  loading={busyId === rule.id}
                  aria-label={`删除 ${rule.cidr ?? rangeText(rule)}`}
                  onClick={() => removeRule(rule)}
                >
                  删除
                </Button>
              </Table.Cell>
            </Table.Row>
          )}
        />
      </Box>
    </Stack>
  );
}

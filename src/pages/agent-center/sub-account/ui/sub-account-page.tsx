import { Button, HStack, Stack, Table } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { DictTag } from '@/entities/dict';
import {
  getGetAgentSummaryQueryKey,
  getListSubAccountsQueryKey,
  useGetAgentSummary,
  useListSubAccounts,
  useResetSubAccountPassword,
  useUpdateSubAccountStatus,
} from '@/shared/api/generated/endpoints/institution/institution';
import type { SubAccount } from '@/shared/api/generated/model';
import { PAGE_SIZE_DEFAULT } from '@/shared/config';
import { PageHeading } from '@/shared/ui/page-heading';
import { showToast } from '@/shared/ui/toaster';
import type { SubAccountSearch } from '../model/sub-account-search';
import { NewPasswordDialog } from './new-password-dialog';
import { SubAccountDialog } from './sub-account-dialog';
import { SubAccountFilters } from './sub-account-filters';
import { CountCell, DayCell, PriceCell, type TableColumn } from '@/shared/ui/table-scroll';
import { PAGED_QUERY_OPTIONS, ListTable, useRowAction, useUrlList } from '@/shared/ui/list-view';
import { DASH, accountLabel } from '@/shared/lib/format';

const HEADERS: readonly TableColumn[] = [
  { label: '账号' },
  { label: '昵称' },
  { label: '手机号' },
  { label: '状态' },
  { label: '剩余额度', numeric: true },
  { label: '检测次数', numeric: true },
  { label: '创建时间' },
  { label: '最近登录' },
  { label: '操作' },
];

type Editing = { mode: 'create' } | { mode: 'edit'; account: SubAccount };

/**
 * /subAccount (main accounts): the institution's sub-accounts, filtered and paged in the URL;
 * create, edit (nickname, mobile, quota), disable or enable, and reset a password (the generated
 * one is shown once).
 */
export function SubAccountPage() {
  const search = useSearch({ from: '/_portal/_center/subAccount' });
  const { go, onPage } = useUrlList<SubAccountSearch>();
  const queryClient = useQueryClient();
  // The row's 重置密码 button: disabled while the reset runs, it loses the focus before the new
  // password's dialog opens, so that dialog is told where to give the focus back.
  const resetTrigger = useRef<HTMLButtonElement | null>(null);
  const page = search.page ?? 1;

  const list = useListSubAccounts(
    {
      keyword: search.keyword,
      status: search.status,
      page,
      pageSize: PAGE_SIZE_DEFAULT,
    },
    PAGED_QUERY_OPTIONS,
  );
  const summary = useGetAgentSummary({ request: { silent: true } });
  const mainLeftAmount = summary.data?.data?.leftAmount;
  const setStatus = useUpdateSubAccountStatus();
  const resetPassword = useResetSubAccountPassword();
  const [editing, setEditing] = useState<Editing>();
  const { busyId, run } = useRowAction<number>();
  const [newPassword, setNewPassword] = useState<{
    username: string;
    password: string;
  }>();

  const filtered = Boolean(search.keyword || search.status);
  const refresh = () => {
    void queryClient.invalidateQueries({
      queryKey: getListSubAccountsQueryKey(),
    });
    void queryClient.invalidateQueries({
      queryKey: getGetAgentSummaryQueryKey(),
    });
  };

  function toggle(account: SubAccount, trigger: HTMLButtonElement) {
    const disabling = account.status === '0';
    void run(account.id, {
      trigger,
      confirm: disabling
        ? {
            title: '停用子账号',
            message: `停用后「${accountLabel(account)}」将立即退出登录，且在重新启用前无法登录。确定停用吗？`,
            confirmText: '停用',
            tone: 'danger',
          }
        : undefined,
      action: async () => {
        await setStatus.mutateAsync({ id: account.id, data: { status: disabling ? '1' : '0' } });
        showToast('success', disabling ? `已停用子账号 ${account.username}` : `已启用子账号 ${account.username}`);
        refresh();
      },
    });
  }

  // The new password's dialog gives the focus back to the row's 重置密码 button (resetTrigger).
  function reset(account: SubAccount) {
    void run(account.id, {
      confirm: {
        title: '重置密码',
        message: `将为「${accountLabel(account)}」生成新的临时密码，原密码立即失效；子账号下次登录时须设置新密码。确定重置吗？`,
        confirmText: '重置',
        tone: 'danger',
      },
      action: async () => {
        const answer = await resetPassword.mutateAsync({ id: account.id, data: {} });
        const password = answer.data?.password;
        if (password) setNewPassword({ username: account.username, password });
        else showToast('success', `已重置子账号 ${account.username} 的密码`);
      },
    });
  }

  return (
    <Stack gap="6">
      <PageHeading
        title="子账号管理"
        description="为院系或部门开设子账号并分配检测额度；子账号只能看到自己的检测记录。"
        actions={
          <Button colorPalette="brand" onClick={() => setEditing({ mode: 'create' })}>
            新增子账号
          </Button>
        }
      />
      <SubAccountFilters search={search} onSubmit={go} onReset={() => go({})} />
      <ListTable
        query={list}
        noun="子账号"
        empty={{
          title: '还没有子账号',
          description: '新增子账号后，院系或部门即可用自己的账号提交检测。',
          action: { label: '新增子账号', onClick: () => setEditing({ mode: 'create' }) },
          filtered,
          noMatch: { title: '没有符合条件的子账号', description: '换个关键词或状态再试试。', onClear: () => go({}) },
        }}
        page={page}
        onPage={onPage}
        columns={HEADERS}
        count={(total) => `共 ${total} 个子账号`}
        row={(account) => (
          <Table.Row key={account.id}>
            <Table.Cell fontWeight="medium">{account.username}</Table.Cell>
            <Table.Cell minW="7rem">{account.nickName || DASH}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{account.mobile || DASH}</Table.Cell>
            <Table.Cell>
              <DictTag type="sys_normal_disable" value={account.status} />
            </Table.Cell>
            <PriceCell value={account.leftAmount} />
            <CountCell value={account.checkCount} />
            <DayCell time={account.createTime} />
            <Table.Cell whiteSpace="nowrap" title={account.lastLoginTime ?? undefined}>
              {account.lastLoginTime?.slice(0, 16) ?? '—'}
            </Table.Cell>
            <Table.Cell>
              <HStack gap="0" role="group" aria-label={`${account.username} 的操作`}>
                <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setEditing({ mode: 'edit', account })}>
                  编辑
                </Button>
                {/* Without a status the page cannot tell which way the switch goes: no switch. */}
                {account.status && (
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette={account.status === '0' ? 'red' : 'green'}
                    loading={busyId === account.id && setStatus.isPending}
                    disabled={busyId === account.id}
                    onClick={(event) => toggle(account, event.currentTarget)}
                  >
                    {account.status === '0' ? '停用' : '启用'}
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="brand"
                  loading={busyId === account.id && resetPassword.isPending}
                  disabled={busyId === account.id}
                  onClick={(event) => {
                    resetTrigger.current = event.currentTarget;
                    reset(account);
                  }}
                >
                  重置密码
                </Button>
              </HStack>
            </Table.Cell>
          </Table.Row>
        )}
      />
      {editing && (
        <SubAccountDialog
          account={editing.mode === 'edit' ? editing.account : undefined}
          mainLeftAmount={mainLeftAmount}
          onClose={() => setEditing(undefined)}
          onSaved={(account, mode) => {
            setEditing(undefined);
            showToast('success', mode === 'create' ? `已创建子账号 ${account.username}` : `已保存子账号 ${account.username}`);
            refresh();
          }}
        />
      )}
      {newPassword && (
        <NewPasswordDialog {...newPassword} onClose={() => setNewPassword(undefined)} finalFocusEl={() => resetTrigger.current} />
      )}
    </Stack>
  );
}

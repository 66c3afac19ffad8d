import { SimpleGrid, Text } from '@chakra-ui/react';
import { useCreateSubAccount, useUpdateSubAccount } from '@/shared/api/generated/endpoints/institution/institution';
import type { SubAccount } from '@/shared/api/generated/model';
import { useContractForm } from '@/shared/lib/form';
import { formatPrice } from '@/shared/lib/format';
import { FormDialog } from '@/shared/ui/form-dialog';
import { TextField } from '@/shared/ui/form-field';
import { PasswordRuleList } from '@/shared/ui/password-rule-list';
import { EMPTY_SUB_ACCOUNT_FORM, subAccountForm } from '../lib/sub-account-form';
import { safeSum } from '@/shared/lib/safe-number';

interface SubAccountDialogProps {
  /** The sub-account to edit; none to create one. */
  account?: SubAccount;
  /** The main account's remaining amount, when known: the most a new quota can take from it. */
  mainLeftAmount?: number;
  onClose: () => void;
  onSaved: (account: SubAccount, mode: 'create' | 'edit') => void;
}

/**
 * Create or edit a sub-account. Checked before it is sent; a refusal from the server is shown in
 * the dialog and every value stays as typed.
 */
export function SubAccountDialog({ account, mainLeftAmount, onClose, onSaved }: SubAccountDialogProps) {
  const mode = account ? 'edit' : 'create';
  const create = useCreateSubAccount({ request: { silent: true } });
  const update = useUpdateSubAccount({ request: { silent: true } });
  // Editing moves only the difference: the sub-account's own amount is available again.
  // Both amounts come from answers: when either is not a sensible amount there is no limit to
  // check here (the server still checks it), rather than a limit of NaN.
  const available = mainLeftAmount === undefined ? null : safeSum([mainLeftAmount, account?.leftAmount ?? 0]);
  const quotaLimit = available === null ? undefined : Math.round(available * 100) / 100;
  const { text, form, submit, pending, serverError } = useContractForm({
    ...subAccountForm(mode, quotaLimit),
    defaultValues: account
      ? {
          ...EMPTY_SUB_ACCOUNT_FORM,
          // Optional in the contract: what the answer left out starts empty, never as "undefined".
          nickName: account.nickName ?? '',
          mobile: account.mobile ?? '',
          quota: account.leftAmount === undefined ? '' : String(account.leftAmount),
        }
      : EMPTY_SUB_ACCOUNT_FORM,
    failure: '保存失败，请重试',
    onSubmit: async (body) => {
      const answer = account
        ? await update.mutateAsync({ id: account.id, data: body })
        : await create.mutateAsync({ data: body as typeof body & { username: string; password: string } });
      if (!answer.data) throw answer;
      onSaved(answer.data, mode);
    },
  });

  return (
    <FormDialog
      title={account ? `编辑子账号：${account.username}` : '新增子账号'}
      formLabel={account ? '编辑子账号' : '新增子账号'}
      pending={pending}
      submitLabel={account ? '保存' : '创建'}
      pendingLabel="保存中…"
      serverError={serverError}
      footnote={
        mode === 'create' && (
          <Text fontSize="sm" color="fg.muted">
            创建后子账号即可在机构登录页用此账号和密码登录。
          </Text>
        )
      }
      initialFocusEl={() => document.querySelector<HTMLInputElement>(`[name="${account ? 'nickName' : 'username'}"]`)}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      {mode === 'create' && (
        <TextField {...text('username')} maxLength={20} autoComplete="off" placeholder="4–20 位字母、数字或下划线，以字母开头" />
      )}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField {...text('nickName')} placeholder="如：法学院" />
        <TextField {...text('mobile')} type="tel" inputMode="tel" autoComplete="off" placeholder="11 位手机号" maxLength={11} />
      </SimpleGrid>
      {mode === 'create' && (
        <>
          <TextField
            {...text('password')}
            type="password"
            autoComplete="new-password"
            placeholder="子账号的初始密码"
            helper={<PasswordRuleList password={form.watch('password')} />}
          />
          <TextField {...text('confirmPassword')} required type="password" autoComplete="new-password" placeholder="再次输入登录密码" />
        </>
      )}
      <TextField
        {...text('quota')}
        label={mode === 'create' ? '分配额度（元）' : '剩余额度（元）'}
        inputMode="decimal"
        placeholder="0"
        helper={quotaLimit === undefined ? undefined : `从主账号划拨，最多可设为 ${formatPrice(quotaLimit)}`}
      />
    </FormDialog>
  );
}

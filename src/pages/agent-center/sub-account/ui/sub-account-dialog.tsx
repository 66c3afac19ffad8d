import { Field, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { formatPrice } from '@/shared/lib/format';
import { useCreateSubAccount, useUpdateSubAccount } from '@/shared/api/generated/endpoints/institution/institution';
import type { SubAccount } from '@/shared/api/generated/model';
import { failureMessage } from '@/shared/lib/error-message';
import { PasswordRuleList } from '@/shared/ui/password-rule-list';
import { FormDialog } from '@/shared/ui/form-dialog';
import { EMPTY_SUB_ACCOUNT_FORM, NICK_NAME_MAX, subAccountPayload, validateSubAccountForm } from '../lib/sub-account-form';
import type { SubAccountFormErrors, SubAccountFormValues } from '../lib/sub-account-form';

interface SubAccountDialogProps {
  /** The sub-account to edit; none to create one. */
  account?: SubAccount;
  /** The main account's remaining amount, when known: the most a new quota can take from it. */
  mainLeftAmount?: number;
  onClose: () => void;
  onSaved: (account: SubAccount, mode: 'create' | 'edit') => void;
}

type FieldName = keyof SubAccountFormValues;
const FIELD_ORDER: FieldName[] = ['username', 'nickName', 'mobile', 'password', 'confirmPassword', 'quota'];

/**
 * Create or edit a sub-account. Checked before it is sent; a refusal from the server is shown in
 * the dialog and every value stays as typed.
 */
export function SubAccountDialog({ account, mainLeftAmount, onClose, onSaved }: SubAccountDialogProps) {
  const mode = account ? 'edit' : 'create';
  const [values, setValues] = useState<SubAccountFormValues>(
    account
      ? { ...EMPTY_SUB_ACCOUNT_FORM, nickName: account.nickName, mobile: account.mobile, quota: String(account.leftAmount) }
      : EMPTY_SUB_ACCOUNT_FORM,
  );
  const [errors, setErrors] = useState<SubAccountFormErrors>({});
  const [serverError, setServerError] = useState<string>();
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const create = useCreateSubAccount({ request: { silent: true } });
  const update = useUpdateSubAccount({ request: { silent: true } });
  const pending = create.isPending || update.isPending;
  // Editing moves only the difference: the sub-account's own amount is available again.
  const quotaLimit = mainLeftAmount === undefined ? undefined : Math.round((mainLeftAmount + (account?.leftAmount ?? 0)) * 100) / 100;

  const set = (name: FieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const next = validateSubAccountForm(values, mode, quotaLimit);
    setErrors(next);
    setServerError(undefined);
    const firstInvalid = FIELD_ORDER.find((name) => next[name]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    try {
      const answer = account
        ? await update.mutateAsync({ id: account.id, data: subAccountPayload(values) })
        : await create.mutateAsync({ data: { ...subAccountPayload(values), username: values.username.trim(), password: values.password } });
      if (answer.data) onSaved(answer.data, mode);
      else setServerError(answer.msg || '保存失败，请重试');
    } catch (error) {
      setServerError(failureMessage(error, '保存失败，请重试'));
    }
  }

  const field = (
    name: FieldName,
    label: string,
    input: { type?: string; autoComplete?: string; placeholder?: string; inputMode?: 'decimal' | 'tel'; maxLength?: number },
    helper?: ReactNode,
  ) => (
    <Field.Root invalid={Boolean(errors[name])} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        ref={(element) => {
          inputs.current[name] = element;
        }}
        name={name}
        value={values[name]}
        onChange={set(name)}
        {...input}
      />
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

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
      initialFocusEl={() => inputs.current[account ? 'nickName' : 'username'] ?? null}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      {mode === 'create' &&
        field('username', '账号', { autoComplete: 'off', placeholder: '4–20 位字母、数字或下划线，以字母开头', maxLength: 20 })}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {field('nickName', '昵称', { placeholder: '如：法学院', maxLength: NICK_NAME_MAX })}
        {field('mobile', '手机号', { type: 'tel', inputMode: 'tel', autoComplete: 'off', placeholder: '11 位手机号', maxLength: 11 })}
      </SimpleGrid>
      {mode === 'create' && (
        <>
          {field(
            'password',
            '登录密码',
            { type: 'password', autoComplete: 'new-password', placeholder: '子账号的初始密码' },
            <PasswordRuleList password={values.password} />,
          )}
          {field('confirmPassword', '确认密码', { type: 'password', autoComplete: 'new-password', placeholder: '再次输入登录密码' })}
        </>
      )}
      {field(
        'quota',
        mode === 'create' ? '分配额度（元）' : '剩余额度（元）',
        { inputMode: 'decimal', placeholder: '0' },
        quotaLimit === undefined ? undefined : `从主账号划拨，最多可设为 ${formatPrice(quotaLimit)}`,
      )}
    </FormDialog>
  );
}

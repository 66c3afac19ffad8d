import { useUnit } from 'effector-react';
import { $nickName, $userId } from '@/entities/session';
import { useListSubAccounts } from '@/shared/api/generated/endpoints/institution/institution';
import { RECORDS_TEXT as T } from '../config/texts';
import { SelectField } from './select-field';
import type { FilterOption } from '@/shared/ui/filter-bar';
import { CHOICE_LIST_PAGE_SIZE } from '@/shared/config';
import { accountLabel } from '@/shared/lib/format';

interface AccountFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A main account narrows its institution's records to one account: itself or a sub account
 * (disabled ones too, their records stay). Only main accounts render this (listSubAccounts is theirs).
 */
export function AccountField({ value, onChange }: AccountFieldProps) {
  const [userId, nickName] = useUnit([$userId, $nickName]);
  const subAccounts = useListSubAccounts({ pageSize: CHOICE_LIST_PAGE_SIZE }, { query: { staleTime: 60_000 }, request: { silent: true } });
  const rows = subAccounts.data?.data?.rows ?? [];
  const options: FilterOption[] = [];
  if (userId !== null) options.push({ value: String(userId), label: T.ownAccount(nickName || '本账号') });
  for (const sub of rows) {
    const name = accountLabel(sub);
    options.push({ value: String(sub.id), label: sub.status === '1' ? T.disabledAccount(name) : name });
  }
  return (
    <SelectField
      label={T.account}
      value={value}
      all={T.allAccounts}
      options={options}
      onChange={onChange}
      helperText={subAccounts.isError ? T.accountsFailed : undefined}
    />
  );
}

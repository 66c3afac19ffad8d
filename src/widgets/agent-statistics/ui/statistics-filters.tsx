import { Button, Field, Grid, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useDict } from '@/entities/dict';
import type { ServiceKind } from '@/shared/api/generated/model';
import { dayOf } from '@/shared/lib/format';
import { apiDay, safeDayCount } from '@/shared/lib/safe-number';
import { DateRangeField } from '@/shared/ui/date-picker';
import { RANGE_PRESETS, presetRange, rangeProblem } from '../model/statistics-search';
import type { StatisticsSearch } from '../model/statistics-search';

export interface AccountOption {
  id: number;
  name: string;
}

export interface StatisticsFiltersProps {
  search: StatisticsSearch;
  /** The services one may narrow to; labels come from the `service_type` dictionary. */
  services: readonly ServiceKind[];
  /** Main accounts: the institution's accounts, to narrow to one. */
  accounts?: readonly AccountOption[];
  /** Why the account list could not be loaded (then only 全部账号 can be chosen), with a retry. */
  accountsError?: { message: string; onRetry: () => void };
  /**
   * The range the server counted (its default when the URL has none): fills empty date inputs,
   * unless it is not a range (a date that is not one, an end before the beginning).
   */
  counted?: { beginTime?: string | null; endTime?: string | null };
  onSubmit: (next: StatisticsSearch) => void;
  onReset: () => void;
}

/**
 * The date range (beginTime/endTime), the service and, for a main account, the account; checked
 * before they go to the URL. Key it on the URL's search so back and forward refill it.
 */
export function StatisticsFilters({ search, services, accounts, accountsError, counted, onSubmit, onReset }: StatisticsFiltersProps) {
  const { entries } = useDict('service_type');
  // Undefined until typed in: an untouched input shows the range the server counted.
  const [typedBegin, setTypedBegin] = useState(search.beginTime);
  const [typedEnd, setTypedEnd] = useState(search.endTime);
  const countedRange = counted && safeDayCount(counted.beginTime, counted.endTime) !== null;
  const beginTime = typedBegin ?? (countedRange ? apiDay(counted.beginTime) : null) ?? '';
  const endTime = typedEnd ?? (countedRange ? apiDay(counted.endTime) : null) ?? '';
  const [service, setService] = useState<string>(search.service ?? '');
  const [accountId, setAccountId] = useState(search.accountId ? String(search.accountId) : '');
  const [error, setError] = useState<string>();
  const filtered = Boolean(search.beginTime || search.endTime || search.service || search.accountId);

  const choices = (): StatisticsSearch => ({
    service: services.find((candidate) => candidate === service),
    accountId: accountId ? Number(accountId) : undefined,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = rangeProblem(beginTime, endTime);
    setError(problem);
    if (problem) return;
    onSubmit({ ...choices(), beginTime: dayOf(beginTime), endTime: dayOf(endTime) });
  };

  const applyPreset = (days: number) => {
    const range = presetRange(days);
    setTypedBegin(range.beginTime);
    setTypedEnd(range.endTime);
    setError(undefined);
    onSubmit({ ...choices(), ...range });
  };

  return (
    <form role="search" aria-label="统计条件" onSubmit={submit} noValidate>
      <Grid
        templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: accounts ? 'repeat(4, 1fr) auto auto' : 'repeat(3, 1fr) auto auto' }}
        gap="3"
        alignItems="start"
        bg="bg"
        p={{ base: '4', md: '5' }}
        rounded="lg"
        borderWidth="1px"
      >
        <DateRangeField
          begin={beginTime}
          end={endTime}
          onChange={({ begin, end }) => {
            // An end left untouched keeps following the range the server counted.
            if (begin !== beginTime) setTypedBegin(begin);
            if (end !== endTime) setTypedEnd(end);
          }}
          error={error}
          presets={RANGE_PRESETS}
          layout={{ gridColumn: { sm: 'span 2' } }}
        />
        <Field.Root>
          <Field.Label>服务类型</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={service} onChange={(event) => setService(event.currentTarget.value)}>
              <option value="">全部服务</option>
              {services.map((value) => (
                <option key={value} value={value}>
                  {entries.find((entry) => entry.dictValue === value)?.dictLabel ?? value}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {accounts && (
          <Field.Root>
            <Field.Label>账号</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={accountId} onChange={(event) => setAccountId(event.currentTarget.value)}>
                <option value="">全部账号</option>
                {/* An account from the URL stays selectable while the list loads. */}
                {accountId && !accounts.some((account) => String(account.id) === accountId) && (
                  <option value={accountId}>账号 {accountId}</option>
                )}
                {accounts.map((account) => (
                  <option key={account.id} value={String(account.id)}>
                    {account.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {accountsError && (
              <Field.HelperText role="alert" color="fg.error" display="flex" alignItems="center" gap="2" flexWrap="wrap">
                账号列表加载失败：{accountsError.message}
                <Button size="2xs" variant="outline" onClick={accountsError.onRetry}>
                  重试
                </Button>
              </Field.HelperText>
            )}
          </Field.Root>
        )}
        <Button type="submit" colorPalette="brand" mt={{ sm: '6' }}>
          查询
        </Button>
        <Button variant="outline" onClick={onReset} disabled={!filtered} mt={{ sm: '6' }}>
          重置
        </Button>
        <HStack gridColumn="1 / -1" gap="2" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            快捷选择：
          </Text>
          {RANGE_PRESETS.map((preset) => (
            <Button key={preset.days} size="xs" variant="outline" onClick={() => applyPreset(preset.days)}>
              {preset.label}
            </Button>
          ))}
        </HStack>
      </Grid>
    </form>
  );
}

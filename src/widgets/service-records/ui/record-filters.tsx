import { Button, Field, Flex, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useDict } from '@/entities/dict';
import type { RecordChannel, ServiceKind } from '@/shared/api/generated/model';
import { dayOf } from '@/shared/lib/format';
import { DateRangeField } from '@/shared/ui/date-picker';
import { CHANNEL_DICT, SERVICE_DICT, SERVICE_FACTS, SERVICE_KINDS } from '../config/services';
import { RECORDS_TEXT as T } from '../config/texts';
import { KEYWORD_MAX } from '@/shared/config';
import type { OfferedFilters, RecordFilters } from '../model/search';
import { AccountField } from './account-field';
import { SelectField } from './select-field';

/** The date range, two fields wide: a row of its own on phones; it does not stretch across a wrapped row. */
const RANGE_LAYOUT = { flex: '2 1 18rem', maxW: { sm: '30rem' } };

interface RecordFiltersProps {
  /** The filters in the URL; when they change from outside (back, forward, a link) the bar follows. */
  filters: RecordFilters;
  offered: OfferedFilters;
  /** The list's one service, whose dictionary the status options come from. */
  service?: ServiceKind;
  onApply: (next: RecordFilters) => void;
  onReset: () => void;
}

interface Draft {
  keyword: string;
  status: string;
  service: string;
  channel: string;
  accountId: string;
  beginTime: string;
  endTime: string;
}

function draftOf(filters: RecordFilters): Draft {
  return {
    keyword: filters.keyword ?? '',
    status: filters.status ?? '',
    service: filters.service ?? '',
    channel: filters.channel ?? '',
    accountId: filters.accountId === undefined ? '' : String(filters.accountId),
    beginTime: filters.beginTime ?? '',
    endTime: filters.endTime ?? '',
  };
}

function filtersOf(draft: Draft): RecordFilters {
  const keyword = draft.keyword.trim();
  return {
    keyword: keyword || undefined,
    status: draft.status || undefined,
    service: SERVICE_KINDS.find((kind) => kind === draft.service),
    channel: draft.channel === 'direct' || draft.channel === 'promotion' ? (draft.channel as RecordChannel) : undefined,
    accountId: /^\d+$/.test(draft.accountId) ? Number(draft.accountId) : undefined,
    beginTime: draft.beginTime || undefined,
    endTime: draft.endTime || undefined,
  };
}

/** A typed day that is no day, or a reversed range: shown under the range and not applied. */
function rangeProblem({ beginTime, endTime }: Draft): string {
  if ((beginTime && !dayOf(beginTime)) || (endTime && !dayOf(endTime))) return T.badDay;
  return beginTime && endTime && beginTime > endTime ? T.rangeOrder : '';
}

/**
 * The filter bar. Choosing a status, service, channel, account or a day applies the whole bar at
 * once; the keyword applies with 查询 (or Enter). A reversed date range (or a typed day that is no day) is refused in place.
 */
export function RecordFiltersBar({ filters, offered, service, onApply, onReset }: RecordFiltersProps) {
  const [draft, setDraft] = useState(() => draftOf(filters));
  // Follows the URL without remounting, so focus stays on the control the user just changed.
  const urlKey = JSON.stringify(filters);
  const [syncedKey, setSyncedKey] = useState(urlKey);
  if (syncedKey !== urlKey) {
    setSyncedKey(urlKey);
    setDraft(draftOf(filters));
  }
  const [keywordError, setKeywordError] = useState('');
  const statusService = service ?? SERVICE_KINDS.find((kind) => kind === draft.service);
  const statuses = useDict(statusService ? SERVICE_FACTS[statusService].statusDict : '');
  const services = useDict(offered.service ? SERVICE_DICT : '');
  const channels = useDict(offered.channel ? CHANNEL_DICT : '');
  const rangeError = rangeProblem(draft);

  const apply = (next: Draft) => {
    if (next.keyword.trim().length > KEYWORD_MAX) {
      setKeywordError(T.keywordLong);
      return;
    }
    setKeywordError('');
    if (rangeProblem(next)) return;
    onApply(filtersOf(next));
  };
  const change = (patch: Partial<Draft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    apply(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const reset = () => {
    setDraft(draftOf({}));
    setKeywordError('');
    onReset();
  };
  const dirty = Object.values(draft).some((value) => value !== '');

  const options = (entries: typeof statuses.entries) => entries.map((entry) => ({ value: entry.dictValue, label: entry.dictLabel }));

  return (
    <form role="search" aria-label={T.filters} onSubmit={submit} noValidate>
      {/* Wraps by itself: one row at desktop widths for the individual's lists, two when the
          institution's account and channel filters join; two fields a row on phones. */}
      <Flex wrap="wrap" gap="3" alignItems="flex-start" bg="bg" p={{ base: '4', md: '5' }} rounded="lg" borderWidth="1px" mb="4">
        <Field.Root invalid={Boolean(keywordError)} flex="3 1 16rem">
          <Field.Label>{T.keyword}</Field.Label>
          <Input
            size="sm"
            type="search"
            value={draft.keyword}
            onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
            placeholder={T.keywordPlaceholder}
            enterKeyHint="search"
            bg="bg"
          />
          {keywordError && <Field.ErrorText>{keywordError}</Field.ErrorText>}
        </Field.Root>
        {offered.service && (
          <SelectField
            label={T.service}
            value={draft.service}
            all={T.allServices}
            options={options(services.entries)}
            // Statuses belong to a service's dictionary: a new service starts without one.
            onChange={(value) => change({ service: value, status: '' })}
          />
        )}
        <SelectField
          label={T.status}
          value={draft.status}
          all={T.allStatuses}
          options={options(statuses.entries)}
          onChange={(value) => change({ status: value })}
          disabled={!statusService}
          helperText={statusService ? undefined : T.pickServiceFirst}
        />
        {offered.channel && (
          <SelectField
            label={T.channel}
            value={draft.channel}
            all={T.allChannels}
            options={options(channels.entries)}
            onChange={(value) => change({ channel: value })}
          />
        )}
        {offered.account && <AccountField value={draft.accountId} onChange={(value) => change({ accountId: value })} />}
        <DateRangeField
          begin={draft.beginTime}
          end={draft.endTime}
          onChange={({ begin, end }) => change({ beginTime: begin, endTime: end })}
          labels={{ begin: T.beginTime, end: T.endTime }}
          error={rangeError}
          errorAt="end"
          size="sm"
          layout={RANGE_LAYOUT}
        />
        <HStack gap="2" alignSelf="flex-end" flexShrink={0}>
          <Button type="submit" size="sm" colorPalette="brand">
            {T.search}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={reset} disabled={!dirty}>
            {T.reset}
          </Button>
        </HStack>
      </Flex>
    </form>
  );
}

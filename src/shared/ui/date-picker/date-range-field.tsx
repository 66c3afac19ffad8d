import { Box, chakra, Field, type DateValue, type SystemStyleObject } from '@chakra-ui/react';
import { useState } from 'react';
import { CalendarPopup } from './calendar-popup';
import { CalendarTrigger } from './calendar-trigger';
import { DateTextInput } from './date-text-input';
import { DEFAULT_RANGE_PRESETS, toDateValue, toDay, type DateRangePreset } from './date-value';
import { pickerTranslations } from './translations';
import { usePicker } from './use-picker';

export interface DateRange {
  /** `YYYY-MM-DD`, '' (none) or typed text that is not a day. */
  begin: string;
  end: string;
}

export interface DateRangeFieldProps {
  begin: string;
  end: string;
  /** Called with both ends whenever one changes: typed, picked in the calendar or a shortcut. */
  onChange: (range: DateRange) => void;
  /** The two fields' labels (their accessible names). */
  labels?: { begin: string; end: string };
  /** `name` of the two inputs, for a caller that focuses an invalid field by name. */
  names?: { begin?: string; end?: string };
  /** The range problem the caller found, shown under `errorAt`; both fields are marked invalid. */
  error?: string;
  errorAt?: 'begin' | 'end';
  /** Marks both fields invalid without a message of their own (the caller shows it elsewhere). */
  invalid?: boolean;
  size?: 'sm' | 'md';
  /** Shortcuts ending today; 近7天 / 近30天 / 近90天 unless given. */
  presets?: readonly DateRangePreset[];
  /** Layout of the whole pair in the caller's grid or flex row (e.g. `gridColumn`, `flex`). */
  layout?: SystemStyleObject;
}

const DEFAULT_LABELS = { begin: '开始日期', end: '结束日期' };

/** The calendar's value: both ends when they make a range, else the beginning alone. */
function calendarValue(begin: string, end: string): DateValue[] {
  const from = toDateValue(begin);
  const to = toDateValue(end);
  if (from && to) return from.compare(to) <= 0 ? [from, to] : [];
  return from ? [from] : [];
}

/**
 * A date range as two labelled text fields (typed `YYYY-MM-DD`) and one calendar (Chakra's date
 * picker in range mode, zh-CN) with shortcuts. The strings stay the caller's state: the caller
 * checks them as before (a reversed typed range is the caller's to refuse); the calendar and the
 * shortcuts only ever give an ordered range.
 */
export function DateRangeField({
  begin,
  end,
  onChange,
  labels = DEFAULT_LABELS,
  names,
  error,
  errorAt = 'begin',
  invalid = false,
  size = 'md',
  presets = DEFAULT_RANGE_PRESETS,
  layout,
}: DateRangeFieldProps) {
  // The first day picked in the calendar, until the second one makes the range.
  const [pending, setPending] = useState<DateValue[] | null>(null);
  const picker = usePicker({
    selectionMode: 'range',
    translations: pickerTranslations('选择日期范围'),
    value: pending ?? calendarValue(begin, end),
    onValueChange: ({ value }) => {
      const [from, to] = value;
      if (!from || !to) {
        setPending(value);
        return;
      }
      setPending(null);
      onChange({ begin: toDay(from), end: toDay(to) });
    },
    onOpenChange: ({ open }) => {
      if (!open) setPending(null);
    },
  });
  const { api, styles } = picker;
  const marked = invalid || Boolean(error);

  const field = (which: 'begin' | 'end') => (
    <Field.Root invalid={marked}>
      <Field.Label>{labels[which]}</Field.Label>
      <Box position="relative" w="full">
        <DateTextInput
          size={size}
          bg="bg"
          name={names?.[which]}
          placeholder="年-月-日"
          value={which === 'begin' ? begin : end}
          onValueChange={(value) => onChange(which === 'begin' ? { begin: value, end } : { begin, end: value })}
          pe={which === 'end' ? '10' : undefined}
        />
        {/* One calendar for the pair, at the end of the pair (Tab: begin, end, calendar). */}
        {which === 'end' && <CalendarTrigger picker={picker} />}
      </Box>
      {error && errorAt === which && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <chakra.div {...api.getRootProps()} colorPalette="brand" css={[styles.root, layout]}>
      <chakra.div
        {...api.getControlProps()}
        css={styles.control}
        display="grid"
        gridTemplateColumns="repeat(2, minmax(0, 1fr))"
        gap="3"
        alignItems="start"
      >
        {field('begin')}
        {field('end')}
      </chakra.div>
      <CalendarPopup picker={picker} presets={presets} />
    </chakra.div>
  );
}

import type { DateValue } from '@chakra-ui/react';
import { useState } from 'react';
import { CalendarPopup } from './calendar-popup';
import { CalendarTrigger } from './calendar-trigger';
import type { DateFieldProps } from './date-field';
import type { DateRangeFieldProps } from './date-range-field';
import { DEFAULT_RANGE_PRESETS, toDateValue, toDay } from './date-value';
import { DayLayout, RANGE_TRIGGER_LABEL, RangeLayout, rangeLayoutProps } from './field-layouts';
import { pickerTranslations } from './translations';
import { usePicker } from './use-picker';

/*
 * The fields with their calendar: the chunk calendar-loader.ts loads when a calendar is first
 * wanted. `openNow`: the field's button was pressed before this had loaded.
 */

type Live<P> = P & { openNow?: boolean };

export function LiveDateField({
  ref,
  value,
  onValueChange,
  min,
  max,
  triggerLabel = '打开日历',
  openNow,
  ...inputProps
}: Live<DateFieldProps>) {
  const day = toDateValue(value);
  const picker = usePicker({
    openNow,
    translations: pickerTranslations(triggerLabel),
    value: day ? [day] : [],
    min: toDateValue(min),
    max: toDateValue(max),
    onValueChange: ({ value: [picked] }) => {
      if (picked) onValueChange(toDay(picked));
    },
  });
  const { api, styles } = picker;
  return (
    <DayLayout
      styles={styles}
      rootProps={api.getRootProps()}
      controlProps={api.getControlProps()}
      trigger={<CalendarTrigger {...api.getTriggerProps()} css={styles.trigger} />}
      popup={<CalendarPopup picker={picker} />}
      inputRef={ref}
      input={{ ...inputProps, value, onValueChange }}
    />
  );
}

/** The calendar's value: both ends when they make a range, else the beginning alone. */
function calendarValue(begin: string, end: string): DateValue[] {
  const from = toDateValue(begin);
  const to = toDateValue(end);
  if (from && to) return from.compare(to) <= 0 ? [from, to] : [];
  return from ? [from] : [];
}

export function LiveDateRangeField({ openNow, ...props }: Live<DateRangeFieldProps>) {
  const { begin, end, onChange, presets = DEFAULT_RANGE_PRESETS } = props;
  // The first day picked in the calendar, until the second one makes the range.
  const [pending, setPending] = useState<DateValue[] | null>(null);
  const picker = usePicker({
    openNow,
    selectionMode: 'range',
    translations: pickerTranslations(RANGE_TRIGGER_LABEL),
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
  return (
    <RangeLayout
      {...rangeLayoutProps(props)}
      styles={styles}
      rootProps={api.getRootProps()}
      controlProps={api.getControlProps()}
      trigger={<CalendarTrigger {...api.getTriggerProps()} css={styles.trigger} />}
      popup={<CalendarPopup picker={picker} presets={presets} />}
    />
  );
}

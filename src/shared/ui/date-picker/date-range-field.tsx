import type { SystemStyleObject } from '@chakra-ui/react';
import { useCalendars } from './calendar-loader';
import type { DateRangePreset } from './date-value';
import { CalendarFailed, RANGE_TRIGGER_LABEL, RangeLayout, rangeLayoutProps, WaitingTrigger } from './field-layouts';
import { usePickerStyles } from './picker-styles';

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

/**
 * A date range as two labelled text fields (typed `YYYY-MM-DD`) and one calendar (Chakra's date
 * picker in range mode, zh-CN, loaded when first wanted: calendar-loader.ts) with shortcuts. The
 * strings stay the caller's state: the caller checks them as before (a reversed typed range is the
 * caller's to refuse); the calendar and the shortcuts only ever give an ordered range.
 */
export function DateRangeField(props: DateRangeFieldProps) {
  const loader = useCalendars();
  const styles = usePickerStyles();
  if (loader.calendars) return <loader.calendars.LiveDateRangeField {...props} openNow={loader.asked} />;
  return (
    <RangeLayout
      {...rangeLayoutProps(props)}
      styles={styles}
      trigger={<WaitingTrigger label={RANGE_TRIGGER_LABEL} loader={loader} css={styles.trigger} />}
      notice={<CalendarFailed loader={loader} />}
    />
  );
}

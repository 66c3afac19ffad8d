import type { InputProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { useCalendars } from './calendar-loader';
import { CalendarFailed, DayLayout, WaitingTrigger } from './field-layouts';
import { usePickerStyles } from './picker-styles';

export interface DateFieldProps extends Omit<InputProps, 'value' | 'onChange' | 'type' | 'min' | 'max' | 'defaultValue'> {
  ref?: Ref<HTMLInputElement>;
  /** `YYYY-MM-DD`, '' or typed text that is not a day (the caller's check says so). */
  value: string;
  onValueChange: (value: string) => void;
  /** First and last day the calendar offers (`YYYY-MM-DD`); typed days are the caller's to check. */
  min?: string;
  max?: string;
  /** The calendar button's name, e.g. 选择有效期. */
  triggerLabel?: string;
}

/**
 * One day: a text input (typed `YYYY-MM-DD`) with a calendar button (Chakra's date picker, zh-CN,
 * loaded when first wanted: calendar-loader.ts). It is the control of the caller's Field.Root,
 * which gives it its label, error and required state.
 */
export function DateField(props: DateFieldProps) {
  const loader = useCalendars();
  const styles = usePickerStyles();
  if (loader.calendars) return <loader.calendars.LiveDateField {...props} openNow={loader.asked} />;
  const { ref, value, onValueChange, min: _min, max: _max, triggerLabel = '打开日历', ...inputProps } = props;
  return (
    <DayLayout
      styles={styles}
      trigger={<WaitingTrigger label={triggerLabel} loader={loader} css={styles.trigger} />}
      inputRef={ref}
      input={{ ...inputProps, value, onValueChange }}
      notice={<CalendarFailed loader={loader} />}
    />
  );
}

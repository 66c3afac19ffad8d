import { Box, chakra, type InputProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { CalendarPopup } from './calendar-popup';
import { CalendarTrigger } from './calendar-trigger';
import { DateTextInput } from './date-text-input';
import { toDateValue, toDay } from './date-value';
import { pickerTranslations } from './translations';
import { usePicker } from './use-picker';

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
 * One day: a text input (typed `YYYY-MM-DD`) with a calendar button (Chakra's date picker, zh-CN).
 * It is the control of the caller's Field.Root, which gives it its label, error and required state.
 */
export function DateField({ ref, value, onValueChange, min, max, triggerLabel = '打开日历', ...inputProps }: DateFieldProps) {
  const day = toDateValue(value);
  const picker = usePicker({
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
    <chakra.div {...api.getRootProps()} colorPalette="brand" css={styles.root}>
      <chakra.div {...api.getControlProps()} css={styles.control}>
        <Box position="relative" w="full">
          <DateTextInput ref={ref} placeholder="年-月-日" {...inputProps} value={value} onValueChange={onValueChange} pe="10" />
          <CalendarTrigger picker={picker} />
        </Box>
      </chakra.div>
      <CalendarPopup picker={picker} />
    </chakra.div>
  );
}

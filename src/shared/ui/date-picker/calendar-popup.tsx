import { DatePicker, HStack, Text } from '@chakra-ui/react';
import { presetRange, toDateValue, type DateRangePreset } from './date-value';

interface CalendarPopupProps {
  /** Range pickers: shortcuts ending today, under the calendar (Tab from the days reaches them). */
  presets?: readonly DateRangePreset[];
}

/**
 * The popup of both fields: month, year and decade views and, for a range, the shortcuts. Not in
 * a portal: inside a dialog the calendar must stay within the dialog's focus scope; `fixed`
 * positioning (the Root's) keeps it out of the clipping of scrolling containers.
 */
export function CalendarPopup({ presets }: CalendarPopupProps) {
  return (
    <DatePicker.Positioner>
      <DatePicker.Content>
        <DatePicker.View view="day">
          <DatePicker.Header />
          <DatePicker.DayTable />
        </DatePicker.View>
        <DatePicker.View view="month">
          <DatePicker.Header />
          <DatePicker.MonthTable />
        </DatePicker.View>
        <DatePicker.View view="year">
          <DatePicker.Header />
          <DatePicker.YearTable />
        </DatePicker.View>
        {presets && presets.length > 0 && (
          <HStack gap="2" wrap="wrap" borderTopWidth="1px" pt="3">
            <Text as="span" fontSize="sm" color="fg.muted">
              快捷选择
            </Text>
            {presets.map((preset) => {
              const { begin, end } = presetRange(preset.days);
              const range = [toDateValue(begin), toDateValue(end)].filter((value) => value !== undefined);
              return (
                <DatePicker.PresetTrigger
                  key={preset.days}
                  value={range}
                  // The name starts with the words shown (WCAG 2.5.3); Zag's default would not.
                  aria-label={`${preset.label}（${begin} 至 ${end}）`}
                  px="2.5"
                  h="7"
                  fontSize="sm"
                  borderWidth="1px"
                  borderColor="border"
                  rounded="l2"
                  cursor="pointer"
                  _hover={{ bg: 'colorPalette.subtle' }}
                  focusVisibleRing="outside"
                >
                  {preset.label}
                </DatePicker.PresetTrigger>
              );
            })}
          </HStack>
        )}
      </DatePicker.Content>
    </DatePicker.Positioner>
  );
}

import { chakra, HStack, Icon, Text, type DateValue } from '@chakra-ui/react';
import { useId } from 'react';
import { presetRange, toDateValue, type DateRangePreset } from './date-value';
import type { Picker } from './use-picker';

type View = 'day' | 'month' | 'year';

interface CalendarPopupProps {
  picker: Picker;
  /** Range pickers: shortcuts ending today, under the calendar (Tab from the days reaches them). */
  presets?: readonly DateRangePreset[];
}

function Chevron({ towards }: { towards: 'left' | 'right' }) {
  return (
    <Icon asChild boxSize="4">
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={towards === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
      </svg>
    </Icon>
  );
}

function Header({ picker: { api, styles }, view }: { picker: Picker; view: View }) {
  const { start, end } = api.visibleRangeText;
  const shown = start === end || !end ? start : `${start} - ${end}`;
  const viewTrigger = api.getViewTriggerProps({ view });
  return (
    <chakra.div {...api.getViewControlProps({ view })} css={styles.viewControl}>
      <chakra.button {...api.getPrevTriggerProps({ view })} css={styles.prevTrigger}>
        <Chevron towards="left" />
      </chakra.button>
      {/* The name starts with the month shown (WCAG 2.5.3), then says what the button does. */}
      <chakra.button {...viewTrigger} aria-label={`${shown}，${viewTrigger['aria-label'] ?? ''}`} css={styles.viewTrigger}>
        <chakra.span {...api.getRangeTextProps()} css={styles.rangeText}>
          {shown}
        </chakra.span>
      </chakra.button>
      <chakra.button {...api.getNextTriggerProps({ view })} css={styles.nextTrigger}>
        <Chevron towards="right" />
      </chakra.button>
    </chakra.div>
  );
}

function DayView({ picker }: { picker: Picker }) {
  const { api, styles } = picker;
  const table = { view: 'day' as const, id: useId() };
  return (
    <chakra.div {...api.getViewProps({ view: 'day' })} css={styles.view}>
      <Header picker={picker} view="day" />
      <chakra.table {...api.getTableProps(table)} css={styles.table}>
        <chakra.thead {...api.getTableHeadProps(table)}>
          <chakra.tr {...api.getTableRowProps(table)}>
            {api.weekDays.map((weekDay) => (
              <chakra.th key={weekDay.long} {...api.getTableHeaderProps(table)} css={styles.tableHeader}>
                {weekDay.narrow}
              </chakra.th>
            ))}
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody {...api.getTableBodyProps(table)}>
          {api.weeks.map((week) => (
            <chakra.tr key={week[0]?.toString()} {...api.getTableRowProps(table)}>
              {week.map((value) => (
                <chakra.td key={value.toString()} {...api.getDayTableCellProps({ value })} css={styles.tableCell}>
                  <chakra.div {...api.getDayTableCellTriggerProps({ value })} css={styles.tableCellTrigger}>
                    {value.day}
                  </chakra.div>
                </chakra.td>
              ))}
            </chakra.tr>
          ))}
        </chakra.tbody>
      </chakra.table>
    </chakra.div>
  );
}

function GridView({ picker, view }: { picker: Picker; view: 'month' | 'year' }) {
  const { api, styles } = picker;
  const columns = 4;
  const table = { view, columns, id: useId() };
  const rows = view === 'month' ? api.getMonthsGrid({ columns, format: 'short' }) : api.getYearsGrid({ columns });
  return (
    <chakra.div {...api.getViewProps({ view })} css={styles.view}>
      <Header picker={picker} view={view} />
      <chakra.table {...api.getTableProps(table)} css={styles.table}>
        <chakra.tbody {...api.getTableBodyProps(table)}>
          {rows.map((row) => (
            <chakra.tr key={row[0]?.value} {...api.getTableRowProps(table)}>
              {row.map((cell) => {
                const props = { value: cell.value, columns };
                const cellProps = view === 'month' ? api.getMonthTableCellProps(props) : api.getYearTableCellProps(props);
                const triggerProps = view === 'month' ? api.getMonthTableCellTriggerProps(props) : api.getYearTableCellTriggerProps(props);
                return (
                  <chakra.td key={cell.value} {...cellProps} css={styles.tableCell}>
                    <chakra.div {...triggerProps} css={styles.tableCellTrigger}>
                      {cell.label}
                    </chakra.div>
                  </chakra.td>
                );
              })}
            </chakra.tr>
          ))}
        </chakra.tbody>
      </chakra.table>
    </chakra.div>
  );
}

/**
 * The popup of both fields: day, month and year views and, for a range, the shortcuts. Mounted
 * only while open, and not in a portal: inside a dialog the calendar must stay within the dialog's
 * focus scope; `fixed` positioning keeps it clear of scrolling containers.
 */
export function CalendarPopup({ picker, presets }: CalendarPopupProps) {
  const { api, styles } = picker;
  if (!api.open) return null;
  return (
    <chakra.div {...api.getPositionerProps()} css={styles.positioner}>
      <chakra.div {...api.getContentProps()} css={styles.content}>
        {api.view === 'day' && <DayView picker={picker} />}
        {api.view !== 'day' && <GridView picker={picker} view={api.view} />}
        {presets && presets.length > 0 && (
          <HStack gap="2" wrap="wrap" borderTopWidth="1px" pt="3">
            <Text as="span" fontSize="sm" color="fg.muted">
              快捷选择
            </Text>
            {presets.map((preset) => {
              const { begin, end } = presetRange(preset.days);
              const value = [toDateValue(begin), toDateValue(end)].filter((day): day is DateValue => day !== undefined);
              return (
                <chakra.button
                  key={preset.days}
                  {...api.getPresetTriggerProps({ value })}
                  // The name starts with the words shown (WCAG 2.5.3); Zag's default would not.
                  aria-label={`${preset.label}（${begin} 至 ${end}）`}
                  css={styles.presetTrigger}
                >
                  {preset.label}
                </chakra.button>
              );
            })}
          </HStack>
        )}
      </chakra.div>
    </chakra.div>
  );
}

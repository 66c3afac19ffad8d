import { Box, chakra, Field, Text, type HTMLChakraProps, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { CalendarTrigger } from './calendar-trigger';
import type { CalendarLoader } from './calendar-loader';
import { DateTextInput, type DateTextInputProps } from './date-text-input';
import type { DateRangeFieldProps } from './date-range-field';
import type { PickerStyles } from './picker-styles';

/*
 * What a date field draws, the same before its calendar has loaded and after (then with the
 * machine's props on the root, the control and the button, and the popup): nothing moves and
 * nothing typed is lost when the calendar takes over.
 */

type DivProps = HTMLChakraProps<'div'>;

export interface CalendarParts {
  styles: PickerStyles;
  /** The machine's root and control props; none before the calendar has loaded. */
  rootProps?: DivProps;
  controlProps?: DivProps;
  trigger: ReactNode;
  /** The popup (mounted while open); none before the calendar has loaded. */
  popup?: ReactNode;
}

/** The button before the calendar has loaded: same look and name; pressing it loads and opens it. */
export function WaitingTrigger({ label, loader, css }: { label: string; loader: CalendarLoader; css?: SystemStyleObject }) {
  return (
    <CalendarTrigger
      css={css}
      aria-label={label}
      aria-haspopup="grid"
      aria-expanded={false}
      aria-busy={loader.status === 'loading' || undefined}
      data-state="closed"
      onClick={loader.open}
      onPointerEnter={loader.preload}
      onFocus={loader.preload}
    />
  );
}

/** Said under the field when the calendar could not load: typing still works, the button tries again. */
export function CalendarFailed({ loader }: { loader: CalendarLoader }) {
  if (loader.status !== 'failed') return null;
  return (
    <Text role="alert" fontSize="sm" color="fg.error" mt="1.5">
      日历加载失败，请检查网络后再点日历按钮，或直接输入日期
    </Text>
  );
}

export interface DayLayoutProps extends CalendarParts {
  inputRef?: Ref<HTMLInputElement>;
  input: Omit<DateTextInputProps, 'ref'>;
  notice?: ReactNode;
}

/** One day: the text input with the button at its end (the caller's Field.Root labels it). */
export function DayLayout({ styles, rootProps, controlProps, trigger, popup, inputRef, input, notice }: DayLayoutProps) {
  return (
    <chakra.div {...rootProps} colorPalette="brand" css={styles.root}>
      <chakra.div {...controlProps} css={styles.control}>
        <Box position="relative" w="full">
          <DateTextInput ref={inputRef} placeholder="年-月-日" {...input} pe="10" />
          {trigger}
        </Box>
      </chakra.div>
      {notice}
      {popup}
    </chakra.div>
  );
}

export interface RangeLayoutProps extends CalendarParts {
  begin: string;
  end: string;
  onEdit: (which: 'begin' | 'end', value: string) => void;
  labels: { begin: string; end: string };
  names?: { begin?: string; end?: string };
  error?: string;
  errorAt: 'begin' | 'end';
  marked: boolean;
  size: 'sm' | 'md';
  layout?: SystemStyleObject;
  notice?: ReactNode;
}

/** Two labelled day inputs side by side; one button for the pair, at the end of the second. */
export function RangeLayout(props: RangeLayoutProps) {
  const { styles, rootProps, controlProps, trigger, popup, labels, names, error, errorAt, marked, size, layout, notice } = props;
  const field = (which: 'begin' | 'end') => (
    <Field.Root invalid={marked}>
      <Field.Label>{labels[which]}</Field.Label>
      <Box position="relative" w="full">
        <DateTextInput
          size={size}
          bg="bg"
          name={names?.[which]}
          placeholder="年-月-日"
          value={props[which]}
          onValueChange={(value) => props.onEdit(which, value)}
          pe={which === 'end' ? '10' : undefined}
        />
        {/* One calendar for the pair, at the end of the pair (Tab: begin, end, calendar). */}
        {which === 'end' && trigger}
      </Box>
      {error && errorAt === which && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
  return (
    <chakra.div {...rootProps} colorPalette="brand" css={[styles.root, layout]}>
      <chakra.div
        {...controlProps}
        css={styles.control}
        display="grid"
        gridTemplateColumns="repeat(2, minmax(0, 1fr))"
        gap="3"
        alignItems="start"
      >
        {field('begin')}
        {field('end')}
      </chakra.div>
      {notice}
      {popup}
    </chakra.div>
  );
}

/** The range button's name, before and after the calendar has loaded. */
export const RANGE_TRIGGER_LABEL = '选择日期范围';

/** What the range layout takes from the field's props, the same before and after the calendar. */
export function rangeLayoutProps({
  begin,
  end,
  onChange,
  labels,
  names,
  error,
  errorAt = 'begin',
  invalid = false,
  size = 'md',
  layout,
}: DateRangeFieldProps) {
  return {
    begin,
    end,
    onEdit: (which: 'begin' | 'end', value: string) => onChange(which === 'begin' ? { begin: value, end } : { begin, end: value }),
    labels: labels ?? DEFAULT_LABELS,
    names,
    error,
    errorAt,
    marked: invalid || Boolean(error),
    size,
    layout,
  };
}

const DEFAULT_LABELS = { begin: '开始日期', end: '结束日期' };

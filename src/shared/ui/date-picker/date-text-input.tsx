import { Input, type InputProps } from '@chakra-ui/react';
import { useState, type Ref } from 'react';
import { dayOf } from '@/shared/lib/format';
import { parseTypedDay } from './typed-day';

export interface DateTextInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  ref?: Ref<HTMLInputElement>;
  /** `YYYY-MM-DD`, '' or what the person typed that is not a day (the caller's check says so). */
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * The typed half of a date field. Like the native date input it replaces, it reports a complete
 * day as soon as one is typed and '' when emptied; other forms (2026/6/1, 2026年6月1日) are
 * completed on blur or Enter, and text that is no day is reported as typed on blur, so the
 * caller's own check ("请输入正确的日期", a reversed range) applies as before.
 */
export function DateTextInput({ ref, value, onValueChange, onBlur, onKeyDown, ...props }: DateTextInputProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // A new value from outside (the calendar, a preset, 重置, the URL) replaces the text.
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }

  const report = (next: string) => {
    setSeen(next);
    if (next !== value) onValueChange(next);
  };

  const complete = () => {
    const trimmed = text.trim();
    if (trimmed === '') return;
    const day = parseTypedDay(trimmed);
    if (day) setText(day);
    report(day ?? trimmed);
  };

  return (
    <Input
      ref={ref}
      {...props}
      type="text"
      // Not Zag's "input" part: Zag would write its own format into it and move focus to it.
      data-part="date-text"
      autoComplete="off"
      spellCheck={false}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const trimmed = next.trim();
        if (trimmed === '') report('');
        else if (dayOf(trimmed)) report(trimmed);
      }}
      onBlur={(event) => {
        complete();
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') complete();
        onKeyDown?.(event);
      }}
    />
  );
}

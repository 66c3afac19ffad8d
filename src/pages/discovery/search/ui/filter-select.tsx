import { Field, NativeSelect } from '@chakra-ui/react';
import type { FilterOption } from '@/shared/api/generated/model';

interface FilterSelectProps {
  label: string;
  /** What 'no filter' is called, e.g. 全部类型. */
  allLabel: string;
  value: string | undefined;
  options: readonly FilterOption[] | undefined;
  onChange: (value: string | undefined) => void;
  disabled?: boolean;
  /** Shows the row counts of the options. */
  withCounts?: boolean;
  /** The label of a value from the URL that the options do not list. */
  labelOf?: (value: string) => string;
}

/** One filter as a native select (keyboard and screen reader friendly on every device). */
export function FilterSelect({
  label,
  allLabel,
  value,
  options,
  onChange,
  disabled,
  withCounts = true,
  labelOf = (v) => v,
}: FilterSelectProps) {
  // An option without a value would stand for the 全部 entry.
  const list = (options ?? []).filter((option) => option.value !== '');
  const missing = value !== undefined && !list.some((option) => option.value === value);
  return (
    <Field.Root disabled={disabled}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value ?? ''} onChange={(event) => onChange(event.currentTarget.value || undefined)}>
          <option value="">{allLabel}</option>
          {missing && <option value={value}>{labelOf(value)}</option>}
          {list.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label?.trim() || labelOf(option.value)}
              {withCounts && option.count !== undefined ? `（${option.count}）` : ''}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

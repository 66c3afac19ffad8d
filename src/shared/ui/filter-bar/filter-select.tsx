import { Field, NativeSelect } from '@chakra-ui/react';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps extends Omit<Field.RootProps, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first option, meaning "no filter" (全部状态). */
  all: string;
  options: readonly FilterOption[];
  /** How a value from the URL that the options do not (yet) list is shown; it stays selectable. */
  unknownLabel?: (value: string) => string;
  helperText?: string;
  size?: 'sm' | 'md';
}

/** A labelled native select of a filter bar: 全部… first, then the options. */
export function FilterSelect({ label, value, onChange, all, options, unknownLabel, helperText, size, ...root }: FilterSelectProps) {
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <Field.Root {...root}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)} bg="bg">
          <option value="">{all}</option>
          {!known && <option value={value}>{unknownLabel ? unknownLabel(value) : value}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}

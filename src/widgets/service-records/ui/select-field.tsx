import { Field, NativeSelect } from '@chakra-ui/react';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  value: string;
  /** The first option, meaning "no filter". */
  allLabel: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  helperText?: string;
}

/** A labelled native select of the filter bar (sized for its wrapping row); a value the options do not list stays selectable. */
export function SelectField({ label, value, allLabel, options, onChange, disabled = false, helperText }: SelectFieldProps) {
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <Field.Root disabled={disabled} flex="1 1 9rem" maxW={{ sm: '15rem' }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)} bg="bg">
          <option value="">{allLabel}</option>
          {!known && <option value={value}>{value}</option>}
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

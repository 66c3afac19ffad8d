import { Field, Input } from '@chakra-ui/react';
import type { InputProps } from '@chakra-ui/react';

export interface FilterKeywordProps extends Omit<InputProps, 'value' | 'onChange'> {
  /** 关键词 unless the field asks for something narrower (卡号). */
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Layout of the field in the bar's grid. */
  gridColumn?: Field.RootProps['gridColumn'];
}

/** A filter bar's labelled text box (type, placeholder, `maxLength` are the input's) and its problem. */
export function FilterKeyword({ label = '关键词', value, onChange, error, gridColumn, ...input }: FilterKeywordProps) {
  return (
    <Field.Root invalid={Boolean(error)} gridColumn={gridColumn}>
      <Field.Label>{label}</Field.Label>
      <Input {...input} value={value} onChange={(event) => onChange(event.target.value)} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

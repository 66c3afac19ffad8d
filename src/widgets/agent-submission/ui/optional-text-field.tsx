import { Field, Input, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { SUBMISSION_TEXT as T } from '../config/texts';

interface OptionalTextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  required?: boolean;
  maxLength: number;
  type?: string;
  inputRef: Ref<HTMLInputElement>;
}

/** A labelled one-line input that says whether it is required or optional, with its error. */
export function OptionalTextField({
  label,
  name,
  value,
  onChange,
  error,
  required = false,
  maxLength,
  type = 'text',
  inputRef,
}: OptionalTextFieldProps) {
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        {required ? (
          <Field.RequiredIndicator />
        ) : (
          <Text as="span" color="fg.muted" fontWeight="normal">
            {T.optional}
          </Text>
        )}
      </Field.Label>
      <Input
        ref={inputRef}
        name={name}
        type={type}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

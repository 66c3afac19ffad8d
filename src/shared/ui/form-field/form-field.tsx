import { Field } from '@chakra-ui/react';
import type { FieldRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps extends Omit<FieldRootProps, 'children' | 'label'> {
  label: ReactNode;
  /** The problem shown under the field; the field is marked invalid while there is one. */
  error?: string;
  /** A hint under the control (limits, what happens next). */
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/**
 * One field of a form: label with the required mark, the control, a hint and the problem, tied
 * together for screen readers by Chakra's Field (aria-describedby, aria-invalid, aria-required).
 */
export function FormField({ label, error, helper, required = false, children, ...root }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} {...root}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

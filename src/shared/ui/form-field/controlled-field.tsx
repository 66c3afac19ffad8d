import type { ReactNode } from 'react';
import { Controller, type ControllerRenderProps, type FieldValues, type Path } from 'react-hook-form';
import type { ContractForm } from '@/shared/lib/form';
import { FormField, type FormFieldProps } from './form-field';

export interface ControlledFieldProps<Values extends FieldValues, Name extends Path<Values>> extends Omit<
  FormFieldProps,
  'label' | 'error' | 'children'
> {
  /** The form (`useContractForm`): its control, and the field's label, required mark and problem. */
  contract: Pick<ContractForm<Values>, 'form' | 'field'>;
  name: Name;
  /** The control (a select, a date field), given value, onChange, name and ref. */
  children: (control: ControllerRenderProps<Values, Name>) => ReactNode;
}

/**
 * A `FormField` around a control that is not a plain input, through react-hook-form's
 * `Controller`: the label and problem come from the form, the required mark too unless given.
 */
export function ControlledField<Values extends FieldValues, Name extends Path<Values>>({
  contract: { form, field },
  name,
  required,
  children,
  ...root
}: ControlledFieldProps<Values, Name>) {
  const { label, error, required: contractRequired } = field(name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field: control }) => (
        <FormField label={label} error={error} required={required ?? contractRequired} {...root}>
          {children(control)}
        </FormField>
      )}
    />
  );
}

export { FormField } from './form-field';
export type { FormFieldProps } from './form-field';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { FormError } from './form-error';
export { ControlledField } from './controlled-field';
export type { ControlledFieldProps } from './controlled-field';
export { FormCard } from './form-card';
export type { FormCardProps } from './form-card';

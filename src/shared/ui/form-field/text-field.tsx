import { Input, Textarea } from '@chakra-ui/react';
import type { FieldRootProps, InputProps, TextareaProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { PasswordInput } from '@/shared/ui/password-input';
import { FormField } from './form-field';

type ControlProps = Omit<InputProps, 'size'> & Omit<TextareaProps, keyof InputProps | 'size'>;

export interface TextFieldProps extends ControlProps {
  label: ReactNode;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  /** A text area instead of a one-line input. */
  multiline?: boolean;
  /** Layout of the field as a whole (width, grid placement). */
  root?: Omit<FieldRootProps, 'children'>;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/**
 * A labelled text input in one line of JSX: `<TextField {...text('nickName')} />` with the
 * contract form's `text`, or plain props. A password gets 显示/隐藏, `multiline` a text area.
 */
export function TextField({ label, error, helper, required, multiline = false, root, ref, ...control }: TextFieldProps) {
  return (
    <FormField label={label} error={error} helper={helper} required={required} {...root}>
      {multiline ? (
        <Textarea ref={ref} {...(control as TextareaProps)} />
      ) : control.type === 'password' ? (
        <PasswordInput ref={ref} {...control} />
      ) : (
        <Input ref={ref} {...control} />
      )}
    </FormField>
  );
}

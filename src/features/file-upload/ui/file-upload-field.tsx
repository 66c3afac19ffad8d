import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import type { UploadedFile } from '@/shared/api/generated/model';
import { FileUpload } from './file-upload';
import type { FileUploadProps } from './file-upload';

export interface FileUploadFieldProps<Values extends FieldValues> extends Omit<FileUploadProps, 'value' | 'onChange'> {
  /** The form (react-hook-form's `control`) and the field holding the stored files. */
  control: Control<Values>;
  name: FieldPathByValue<Values, UploadedFile[]>;
  /** Instead of storing the new list in the field, e.g. to keep other fields in step with it. */
  onFilesChange?: (files: UploadedFile[]) => void;
  /** Drawn under the area with the stored files (a preview). */
  children?: (files: UploadedFile[]) => ReactNode;
}

/**
 * The upload area as a form field: the files live in the form, the field's problem shows under
 * the area, and a form that focuses its first field in trouble lands on the area's button. Not
 * inside Field.Root: Ark's file upload would take the field's ids and state.
 */
export function FileUploadField<Values extends FieldValues>({
  control,
  name,
  onFilesChange,
  children,
  ...upload
}: FileUploadFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState: { error } }) => (
        <Stack
          gap="1"
          minW="0"
          ref={(node: HTMLDivElement | null) =>
            field.ref(node && { focus: () => node.querySelector<HTMLElement>('[role="button"], button')?.focus() })
          }
        >
          <FileUpload {...upload} value={field.value as UploadedFile[]} onChange={onFilesChange ?? field.onChange} />
          {error && (
            <Text role="alert" fontSize="sm" color="fg.error">
              {error.message}
            </Text>
          )}
          {children?.(field.value as UploadedFile[])}
        </Stack>
      )}
    />
  );
}

import { Stack, Text } from '@chakra-ui/react';
import { FileUpload } from '@/features/file-upload';
import type { UploadedFile } from '@/shared/api/generated/model';

interface UploadFieldProps {
  label: string;
  value: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  accept: readonly string[];
  maxCount: number;
  error: string | undefined;
}

/**
 * The upload with its validation message below. Not inside Field.Root: Ark's file upload would
 * take the field's ids and state.
 */
export function UploadField({ error, ...upload }: UploadFieldProps) {
  return (
    <Stack gap="1">
      <FileUpload {...upload} />
      {error && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}

import { Button, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { UploadedFile } from '@/shared/api/generated/model';
import { FILE_UPLOAD_TEXT } from '../config/texts';

interface UploadedItemProps {
  file: UploadedFile;
  onRemove: (file: UploadedFile) => void;
  disabled?: boolean;
  actions?: ReactNode;
}

/** One stored file of the list: its original name, the page's actions, and a remove button. */
export function UploadedItem({ file, onRemove, disabled, actions }: UploadedItemProps) {
  const name = file.originalFilename || file.fileName;
  return (
    <HStack as="li" justify="space-between" gap="3" borderWidth="1px" rounded="md" px="3" py="2" bg="bg">
      <Text textStyle="sm" lineClamp={1} title={name}>
        {name}
      </Text>
      <HStack gap="2" flexShrink={0}>
        {actions}
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          disabled={disabled}
          aria-label={FILE_UPLOAD_TEXT.remove(name)}
          onClick={() => onRemove(file)}
        >
          删除
        </Button>
      </HStack>
    </HStack>
  );
}

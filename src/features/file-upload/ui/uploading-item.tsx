import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { FILE_UPLOAD_TEXT } from '../config/texts';
import type { UploadingItem as Item } from '../model/use-upload-queue';

interface UploadingItemProps {
  item: Item;
  onCancel: (key: string) => void;
}

/** One file on its way up: name, progress bar (indeterminate until the first report), cancel. */
export function UploadingItem({ item, onCancel }: UploadingItemProps) {
  return (
    <Stack as="li" gap="1" borderWidth="1px" rounded="md" p="3" bg="bg">
      <HStack justify="space-between" gap="3">
        <Text textStyle="sm" lineClamp={1} title={item.name}>
          {item.name}
        </Text>
        <HStack gap="2" flexShrink={0}>
          {item.percent !== null && (
            <Text textStyle="xs" color="fg.muted">
              {item.percent}%
            </Text>
          )}
          <Button size="xs" variant="outline" aria-label={FILE_UPLOAD_TEXT.cancel(item.name)} onClick={() => onCancel(item.key)}>
            取消
          </Button>
        </HStack>
      </HStack>
      <Progress.Root value={item.percent} size="xs" colorPalette="brand">
        <Progress.Track aria-label={FILE_UPLOAD_TEXT.progress(item.name)}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

import { Box, Button, FileUpload as ArkUpload, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { UploadedFile } from '@/shared/api/generated/model';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_COUNT, UPLOAD_MAX_MB } from '@/shared/config';
import { acceptAttribute, formatList } from '@/shared/lib/file-checks';
import type { UploadExtraFields } from '../api/upload-file';
import { FILE_UPLOAD_TEXT } from '../config/texts';
import { useUploadQueue } from '../model/use-upload-queue';
import { UploadedItem } from './uploaded-item';
import { UploadingItem } from './uploading-item';
import { LoadingMask } from '@/shared/ui/loading-mask';

export interface FileUploadProps {
  /** The stored files (controlled). */
  value: UploadedFile[];
  /** Called with the new list after an upload succeeded or a file was removed. */
  onChange: (files: UploadedFile[]) => void;
  /** Allowed extensions, case-insensitive (default SPEC §5: doc, xls, ppt, txt, pdf, docx). */
  accept?: readonly string[];
  /** Largest file in MB (default 5). */
  maxSizeMb?: number;
  /** Most files in the list (default 1). */
  maxCount?: number;
  /** Whether the picker selects several files at once (default: maxCount > 1). */
  multiple?: boolean;
  /** Extra string fields sent with every file to /oss/upload. */
  extraFields?: UploadExtraFields;
  /** The visible label of the area (default '上传文件'). */
  label?: string;
  disabled?: boolean;
  /** Extra controls per stored file, e.g. the page's download button. */
  renderFileActions?: (file: UploadedFile) => ReactNode;
}

// Zag's own list stays empty: the checks, the uploads and the list are ours (SPEC's order and
// messages), so the machine is only the drop zone, the picker and their accessibility.
const NO_FILES: File[] = [];
const UNLIMITED = Number.MAX_SAFE_INTEGER;

/**
 * The upload area (SPEC §4, §5, §8): drop zone, picker and paste; the checks in SPEC's order;
 * one /oss/upload per file with progress and cancel; the stored files as a controlled list.
 */
export function FileUpload({
  value,
  onChange,
  accept = UPLOAD_EXTENSIONS,
  maxSizeMb = UPLOAD_MAX_MB,
  maxCount = UPLOAD_MAX_COUNT,
  multiple = maxCount > 1,
  extraFields,
  label = FILE_UPLOAD_TEXT.label,
  disabled = false,
  renderFileActions,
}: FileUploadProps) {
  const queue = useUploadQueue({ value, onChange, extensions: accept, maxSizeMb, maxCount, extraFields, disabled });
  const rulesId = useId();
  const errorId = useId();
  const describedBy = queue.error ? `${rulesId} ${errorId}` : rulesId;

  return (
    <ArkUpload.Root
      // Zag would refuse a second file when maxFiles is 1; the count check is ours.
      maxFiles={UNLIMITED}
      acceptedFiles={NO_FILES}
      onFileAccept={({ files }) => queue.add(files)}
      disabled={disabled || queue.busy}
      translations={{ dropzone: FILE_UPLOAD_TEXT.dropzone }}
      onPaste={queue.paste}
      aria-busy={queue.busy}
      display="flex"
      flexDirection="column"
      alignItems="stretch"
      gap="3"
      width="full"
    >
      {/* The picker filters by extension; the checks still decide (the user can pick "all files"). */}
      <ArkUpload.HiddenInput accept={acceptAttribute(accept)} multiple={multiple} />
      <ArkUpload.Label fontWeight="medium" textStyle="sm">
        {label}
      </ArkUpload.Label>
      <Box position="relative">
        <ArkUpload.Dropzone
          aria-describedby={describedBy}
          display="flex"
          flexDirection="column"
          alignItems="center"
          justifyContent="center"
          gap="1"
          minH="32"
          px="4"
          py="6"
          textAlign="center"
          bg="bg"
          borderWidth="2px"
          borderStyle="dashed"
          borderColor={queue.error ? 'border.error' : 'border'}
          rounded="lg"
          cursor="pointer"
          transition="backgrounds"
          _hover={{ bg: 'bg.subtle' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
          _dragging={{ bg: 'brand.subtle', borderStyle: 'solid', borderColor: 'brand.solid' }}
          _disabled={{ cursor: 'not-allowed', opacity: 0.7 }}
        >
          <Text textStyle="sm">{FILE_UPLOAD_TEXT.dropzoneHint}</Text>
          <Text textStyle="xs" color="fg.muted">
            {FILE_UPLOAD_TEXT.pasteHint}
          </Text>
        </ArkUpload.Dropzone>
        {/* The loading mask of SPEC §1 over the drop zone while files are on their way (§5: uploading shows a loading overlay). */}
        <LoadingMask loading={queue.busy} fixed={false} label={FILE_UPLOAD_TEXT.uploading} testId="upload-overlay" />
      </Box>
      <HStack gap="3" wrap="wrap">
        <ArkUpload.Trigger asChild>
          <Button size="sm" variant="outline" colorPalette="brand">
            {FILE_UPLOAD_TEXT.choose}
          </Button>
        </ArkUpload.Trigger>
        <Text id={rulesId} textStyle="xs" color="fg.muted">
          {FILE_UPLOAD_TEXT.rules(formatList(accept), maxSizeMb, maxCount)}
        </Text>
      </HStack>
      {queue.error && (
        <Text id={errorId} role="alert" textStyle="sm" color="fg.error">
          {queue.error}
        </Text>
      )}
      {queue.uploading.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={FILE_UPLOAD_TEXT.uploading}>
          {queue.uploading.map((item) => (
            <UploadingItem key={item.key} item={item} onCancel={queue.cancel} />
          ))}
        </Stack>
      )}
      {value.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={FILE_UPLOAD_TEXT.uploadedList}>
          {value.map((file) => (
            <UploadedItem key={file.id} file={file} disabled={disabled} onRemove={queue.remove} actions={renderFileActions?.(file)} />
          ))}
        </Stack>
      )}
    </ArkUpload.Root>
  );
}

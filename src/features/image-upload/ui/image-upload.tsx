import { Box, Button, HStack, Image, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { $isLoggedIn } from '@/entities/session';
import { ERROR_MESSAGES, notify } from '@/shared/api';
import type { UploadedFile } from '@/shared/api/generated/model';
import { CROP_BOX, IMAGE_EXTENSIONS, UPLOAD_MAX_MB } from '@/shared/config';
import { acceptAttribute, checkBeforeUpload, formatList, imagePreviewUrl, uploadFailureNotice } from '@/shared/lib/file-checks';
import { uploadImage } from '../api/upload-image';
import { IMAGE_UPLOAD_TEXT } from '../config/texts';
import type { CropArea, Size } from '../lib/crop-output';
import { croppedFileName, croppedFileType } from '../lib/crop-output';
import { renderCrop } from '../lib/render-crop';
import { MAX_CROP_PIXELS, imagePixelSize } from '../lib/image-pixels';

// The cropper (react-easy-crop) is loaded when the first image is chosen, never with the page.
const CropDialog = lazy(() => import('./crop-dialog').then((module) => ({ default: module.CropDialog })));

export interface ImageUploadProps {
  /** The stored image (controlled); null when there is none. */
  value: UploadedFile | null;
  /** Called with the stored crop after a successful upload, or null when removed. */
  onChange: (file: UploadedFile | null) => void;
  /** Size of the crop box and of the uploaded image, in pixels (default 230x305). */
  cropBox?: Size;
  /** Largest source image in MB (default 5). */
  maxSizeMb?: number;
  /** Allowed extensions (default png, jpg, jpeg), case-insensitive. */
  accept?: readonly string[];
  label?: string;
  disabled?: boolean;
}

interface Editing {
  file: File;
  url: string;
}

/**
 * Image upload with crop (SPEC §5, §8): the chosen image is checked (session, png/jpg/jpeg,
 * empty, '上传头像图片大小不能超过 N MB!'), cropped in a dialog, drawn at the crop box size and
 * uploaded through POST /oss/upload; the stored image is previewed through the image view path.
 */
export function ImageUpload({
  value,
  onChange,
  cropBox = CROP_BOX,
  maxSizeMb = UPLOAD_MAX_MB,
  accept = IMAGE_EXTENSIONS,
  label = IMAGE_UPLOAD_TEXT.label,
  disabled = false,
}: ImageUploadProps) {
  const loggedIn = useUnit($isLoggedIn);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const rulesId = useId();
  const errorId = useId();

  // The object URL lives as long as the dialog that shows it (revoked on close and on unmount).
  const openUrl = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (openUrl.current) URL.revokeObjectURL(openUrl.current);
      openUrl.current = null;
    },
    [],
  );

  function openEditor(file: File) {
    const url = URL.createObjectURL(file);
    openUrl.current = url;
    setEditing({ file, url });
  }

  function closeEditor() {
    if (openUrl.current) URL.revokeObjectURL(openUrl.current);
    openUrl.current = null;
    setEditing(null);
    setError(null);
  }

  function fail(message: string, level: 'error' | 'warning' = 'error') {
    notify(level, message);
    setError(message);
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // Choosing the same file again must fire `change` again.
    event.currentTarget.value = '';
    if (!file) return;
    const failure = checkBeforeUpload([file], {
      loggedIn,
      extensions: accept,
      maxSizeMb,
      maxCount: 1,
      tooBigMessage: ERROR_MESSAGES.imageTooBig,
    });
    if (failure) {
      fail(failure.message);
      return;
    }
    setError(null);
    // The size its header declares, before anything decodes it for the crop. A size it cannot read
    // (an unknown format, a header cut short, a file that cannot be read) is refused, not decoded.
    void imagePixelSize(file).then(
      (size) => {
        if (!size) fail(IMAGE_UPLOAD_TEXT.unreadableSize);
        else if (size.width * size.height > MAX_CROP_PIXELS) fail(IMAGE_UPLOAD_TEXT.tooManyPixels(size.width, size.height));
        else openEditor(file);
      },
      () => fail(IMAGE_UPLOAD_TEXT.unreadableSize),
    );
  }

  async function confirm(area: CropArea, rotation: number) {
    if (!editing || uploading) return;
    setUploading(true);
    try {
      const type = croppedFileType(editing.file.type, editing.file.name);
      const { blob } = await renderCrop(editing.url, area, rotation, cropBox, type);
      const cropped = new File([blob], croppedFileName(editing.file.name, type), { type });
      onChange(await uploadImage(cropped, { silent: true }));
      closeEditor();
    } catch (failure) {
      // The dialog stays open so the user can try again or cancel.
      const notice = uploadFailureNotice(failure, ERROR_MESSAGES.imageUploadFailed);
      if (notice) fail(notice.message, notice.level);
    } finally {
      setUploading(false);
    }
  }

  const previewWidth = Math.round(cropBox.width / 2);
  const previewHeight = Math.round(cropBox.height / 2);

  return (
    <Stack gap="3" align="flex-start" role="group" aria-labelledby={labelId} aria-busy={uploading}>
      <Text id={labelId} fontWeight="medium" textStyle="sm">
        {label}
      </Text>
      <HStack gap="4" align="flex-end">
        <Box
          width={`${previewWidth}px`}
          height={`${previewHeight}px`}
          borderWidth="1px"
          borderStyle={value ? 'solid' : 'dashed'}
          rounded="md"
          overflow="hidden"
          bg="bg.subtle"
        >
          {value && <Image src={imagePreviewUrl(value)} alt={IMAGE_UPLOAD_TEXT.preview} width="full" height="full" objectFit="cover" />}
        </Box>
        <Stack gap="2">
          {/* The button is the control; the input only opens the system picker. */}
          <chakra.input
            ref={inputRef}
            type="file"
            accept={acceptAttribute(accept)}
            onChange={choose}
            disabled={disabled || uploading}
            tabIndex={-1}
            aria-hidden
            srOnly
          />
          <Button
            size="sm"
            variant="outline"
            colorPalette="brand"
            disabled={disabled || uploading}
            aria-describedby={error && !editing ? `${rulesId} ${errorId}` : rulesId}
            onClick={() => inputRef.current?.click()}
          >
            {value ? IMAGE_UPLOAD_TEXT.change : IMAGE_UPLOAD_TEXT.choose}
          </Button>
          {value && (
            <Button size="sm" variant="ghost" colorPalette="red" disabled={disabled || uploading} onClick={() => onChange(null)}>
              {IMAGE_UPLOAD_TEXT.remove}
            </Button>
          )}
        </Stack>
      </HStack>
      <Text id={rulesId} textStyle="xs" color="fg.muted">
        {IMAGE_UPLOAD_TEXT.rules(formatList(accept), maxSizeMb)}
      </Text>
      {error && !editing && (
        <Text id={errorId} role="alert" textStyle="sm" color="fg.error">
          {error}
        </Text>
      )}
      {editing && (
        <Suspense
          fallback={
            <HStack role="status" gap="2" color="fg.muted">
              <Spinner size="sm" />
              <Text textStyle="sm">{IMAGE_UPLOAD_TEXT.loadingCropper}</Text>
            </HStack>
          }
        >
          <CropDialog
            key={editing.url}
            src={editing.url}
            cropBox={cropBox}
            busy={uploading}
            error={error}
            onCancel={closeEditor}
            onConfirm={(area, rotation) => void confirm(area, rotation)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

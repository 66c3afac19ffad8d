import { Image, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { DownloadKind } from '@/shared/api';
import { imagePreviewUrl } from '@/shared/lib/file-checks';
import { FILE_DOWNLOAD_TEXT } from '../config/texts';
import { previewKindOf } from '../lib/preview-kind';
import { DownloadButton } from './download-button';
import { PdfPreview } from './pdf-preview';

/** The stored file as the upload calls return it (SPEC §3); only id and fileName are required. */
export interface PreviewableFile {
  id: string;
  fileName: string;
  originalFilename?: string;
  filePreview?: string;
}

export interface FilePreviewProps {
  file: PreviewableFile;
  /** The call that serves the PDF bytes and the download (default `oss`, the upload's own store). */
  kind?: DownloadKind;
  /** Height of the PDF viewer (default 600px). */
  height?: string;
}

/**
 * An image through the image view path (`/api/common/imageView/…`, or the server's filePreview
 * prefixed with /api); a PDF in a viewer from a blob URL; anything else a download button.
 */
export function FilePreview({ file, kind = 'oss', height = '600px' }: FilePreviewProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const name = file.originalFilename || file.fileName;
  const previewKind = previewKindOf(file);

  if (previewKind === 'image' && !imageFailed) {
    return (
      <Image
        src={imagePreviewUrl(file)}
        alt={name}
        maxW="full"
        maxH={height}
        objectFit="contain"
        rounded="md"
        loading="lazy"
        onError={() => setImageFailed(true)}
      />
    );
  }
  if (previewKind === 'pdf') {
    return <PdfPreview key={`${kind}:${file.id}`} fileId={file.id} kind={kind} name={name} height={height} />;
  }
  return (
    <Stack gap="2" align="flex-start">
      <Text textStyle="sm" color="fg.muted">
        {imageFailed ? FILE_DOWNLOAD_TEXT.imageFailed : FILE_DOWNLOAD_TEXT.noPreview}
      </Text>
      <DownloadButton fileId={file.id} kind={kind} fileName={name}>
        {FILE_DOWNLOAD_TEXT.downloadNamed(name)}
      </DownloadButton>
    </Stack>
  );
}

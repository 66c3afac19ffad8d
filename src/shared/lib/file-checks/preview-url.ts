import { API_BASE, IMAGE_VIEW_PATH } from '@/shared/config';
import { safeLink } from '../safe-url';

export interface PreviewSource {
  fileName: string;
  filePreview?: string | null;
}

const ABSOLUTE = /^(https?:|blob:|data:image\/)/i;

/**
 * Where an `<img>` shows an uploaded image (SPEC §7: the preview source is prefixed with /api,
 * the image view path is /api/common/imageView/). The server's `filePreview` is relative to the
 * API base ('/common/imageView/x.png') and wins when present; an absolute or already prefixed
 * value is kept. Without one, the stored name goes through the image view path.
 */
export function imagePreviewUrl(file: PreviewSource): string {
  const preview = file.filePreview?.trim();
  if (preview) {
    if (ABSOLUTE.test(preview)) return /^https?:/i.test(preview) ? (safeLink(preview) ?? '') : preview;
    if (preview === API_BASE || preview.startsWith(`${API_BASE}/`)) return preview;
    return `${API_BASE}${preview.startsWith('/') ? '' : '/'}${preview}`;
  }
  return `${IMAGE_VIEW_PATH}${encodeURIComponent(file.fileName)}`;
}

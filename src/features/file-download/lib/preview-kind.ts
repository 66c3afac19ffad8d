import { extensionOf } from '@/shared/lib/file-checks';

export type PreviewKind = 'image' | 'pdf' | 'other';

/** What an `<img>` shows in every browser the portal supports. */
const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'svg']);

/** How a file is previewed, by the extension of its original (else its stored) name. */
export function previewKindOf(file: { fileName: string; originalFilename?: string | null }): PreviewKind {
  const extension = extensionOf(file.originalFilename || file.fileName) || extensionOf(file.fileName);
  if (IMAGE_EXTENSIONS.has(extension)) return 'image';
  if (extension === 'pdf') return 'pdf';
  return 'other';
}

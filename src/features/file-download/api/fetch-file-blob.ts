import { DOWNLOAD_PATHS, customInstance } from '@/shared/api';
import type { DownloadKind } from '@/shared/api';

// The same two calls as the spine's `download` helper (SPEC §7). The generated `downloadV2` and
// `ossDownload` cannot be used for bytes: Orval 7 does not set `responseType: 'blob'` for an
// application/octet-stream answer, so the body would be decoded as text.

/**
 * A stored file's bytes through the client (token, 401 flow; a JSON answer is an ApiError).
 * Silent: a preview that cannot load says so in place instead of toasting.
 */
export function fetchFileBlob(kind: DownloadKind, fileId: string | number, signal?: AbortSignal): Promise<Blob> {
  return customInstance<Blob>(
    { url: DOWNLOAD_PATHS[kind], method: 'GET', params: { fileId }, responseType: 'blob' },
    { silent: true, signal },
  );
}

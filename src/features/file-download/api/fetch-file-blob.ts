import { customInstance } from '@/shared/api';
import type { DownloadKind } from '@/shared/api';

// The same two calls as the spine's `download` helper (SPEC §7). The generated `downloadV2` and
// `ossDownload` cannot be used for bytes: Orval 7 does not set `responseType: 'blob'` for an
// application/octet-stream answer, so the body would be decoded as text.
const PATHS: Record<DownloadKind, string> = {
  downloadV2: '/common/downloadV2',
  oss: '/oss/download',
};

/**
 * A stored file's bytes through the client (token, 401 flow; a JSON answer is an ApiError).
 * Silent: a preview that cannot load says so in place instead of toasting.
 */
export function fetchFileBlob(kind: DownloadKind, fileId: string | number, signal?: AbortSignal): Promise<Blob> {
  return customInstance<Blob>({ url: PATHS[kind], method: 'GET', params: { fileId }, responseType: 'blob' }, { silent: true, signal });
}

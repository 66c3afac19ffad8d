import { ERROR_MESSAGES, isApiError, isBlob, readEnvelope } from './errors';
import { notify } from './setup';
import { loadHttp } from './mutator';

/** The two blob calls of SPEC §7 that serve a file by id. */
/** The two download calls of SPEC §7; the file features fetch previews from the same paths. */
export const DOWNLOAD_PATHS = {
  downloadV2: '/common/downloadV2',
  oss: '/oss/download',
} as const;

export type DownloadKind = keyof typeof DOWNLOAD_PATHS;

export interface DownloadParams {
  fileId?: string | number | null;
  [key: string]: unknown;
}

// Revoking in the same task as the click can cancel the download in some browsers, which read
// the blob URL asynchronously; a short delay costs only the blob's memory for that long.
export const REVOKE_DELAY_MS = 1_000;

function decodePercent(text: string, charset: string): string {
  if (charset === 'utf-8' || charset === '') return decodeURIComponent(text);
  // ISO-8859-1 (the other charset RFC 5987 requires): each %XX is one character.
  return text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return trimmed;
}

/** A bare file name: browsers ignore directories, and an empty name means "none". */
function baseName(name: string): string | undefined {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base === '' ? undefined : base;
}

/**
 * The file name of a Content-Disposition header. `filename*` (RFC 5987/6266,
 * `UTF-8''%E6%8A%A5%E5%91%8A.pdf`) wins over `filename`; a plain `filename` is percent-decoded
 * too, because backends commonly URL-encode Chinese names there. Undefined when there is none.
 */
export function parseContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const params = new Map<string, string>();
  const pattern = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const match of header.matchAll(pattern)) {
    const name = match[1]?.toLowerCase();
    if (name && !params.has(name)) params.set(name, match[2] ?? '');
  }

  const extended = params.get('filename*');
  if (extended !== undefined) {
    const parts = /^([^']*)'[^']*'(.*)$/.exec(unquote(extended));
    if (parts) {
      try {
        const name = baseName(decodePercent(parts[2] ?? '', (parts[1] ?? '').toLowerCase()));
        if (name) return name;
      } catch {
        // A malformed filename* falls back to filename.
      }
    }
  }

  const plain = params.get('filename');
  if (plain === undefined) return undefined;
  const value = unquote(plain);
  try {
    return baseName(decodeURIComponent(value));
  } catch {
    return baseName(value);
  }
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
  }
}

function hasFileId(fileId: DownloadParams['fileId']): boolean {
  return fileId !== undefined && fileId !== null && String(fileId).trim() !== '';
}

/**
 * Downloads a file through the API client (token and catalogue apply) and hands it to the
 * browser. Every failure is shown once: '无文件' without an id, the backend's msg when it
 * answered with a JSON envelope, otherwise '下载文件出现错误，请联系管理员！'. Resolves true
 * when the file was handed over; never rejects.
 */
export async function download(kind: DownloadKind, params: DownloadParams, fallbackName?: string): Promise<boolean> {
  if (!hasFileId(params.fileId)) {
    notify('error', ERROR_MESSAGES.noFile);
    return false;
  }
  try {
    const { http } = await loadHttp();
    const response = await http.get<unknown>(DOWNLOAD_PATHS[kind], {
      params,
      responseType: 'blob',
      // The pipeline would show '系统接口NNN异常'; a download has its own message.
      clientOptions: { silent: true },
    });
    const blob = response.data;
    if (!isBlob(blob)) throw new Error('The download did not return a file');
    const header = response.headers['content-disposition'];
    const name = parseContentDisposition(typeof header === 'string' ? header : undefined) ?? fallbackName ?? 'download';
    saveBlob(blob, name);
    return true;
  } catch (error) {
    if (isApiError(error)) {
      // The session prompt handles 401; a cancelled download is nobody's error.
      if (error.level === 'prompt' || error.level === 'silent') return false;
      if (readEnvelope(error.body) && (error.level === 'error' || error.level === 'warning')) {
        notify(error.level, error.message);
        return false;
      }
    }
    notify('error', ERROR_MESSAGES.downloadFailed);
    return false;
  }
}

/**
 * Saves the file of a generated blob call (the CSV exports of the center) under `fileName`.
 * The request pipeline has already shown any failure (its message, or the session prompt for a
 * 401), so this only reports whether the file was handed over. Never rejects.
 */
export async function exportFile(request: () => Promise<Blob>, fileName: string): Promise<boolean> {
  try {
    const blob = await request();
    if (!isBlob(blob)) throw new Error('The export did not return a file');
    saveBlob(blob, fileName);
    return true;
  } catch (error) {
    if (!isApiError(error)) notify('error', ERROR_MESSAGES.downloadFailed);
    return false;
  }
}

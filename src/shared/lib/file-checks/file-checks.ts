import { ERROR_MESSAGES } from '@/shared/api';

/** What a check needs of a file: the browser's File has both, and so does any test double. */
export interface CheckedFile {
  name: string;
  size: number;
}

/** The rules one use of an upload applies (SPEC §5 defaults live in `shared/config`). */
export interface UploadRules {
  /** Whether a session exists: an upload without one is refused first ('请先登录'). */
  loggedIn: boolean;
  /** Allowed extensions, compared case-insensitively; a leading dot is ignored. */
  extensions: readonly string[];
  /** Largest accepted size in MB (1 MB = 1024 * 1024 bytes); a file of exactly this size passes. */
  maxSizeMb: number;
  /** Most files the list may hold, counting the ones already uploaded or uploading. */
  maxCount: number;
  /** Files already in the list or on their way (default 0). */
  existingCount?: number;
  /** The over-size text: the image upload says '上传头像图片大小不能超过 N MB!' instead. */
  tooBigMessage?: (mb: number) => string;
}

export type UploadCheckKind = 'notLoggedIn' | 'wrongFormat' | 'empty' | 'tooBig' | 'tooMany';

export interface UploadCheckFailure {
  kind: UploadCheckKind;
  /** The SPEC §8 sentence to show, already filled in. */
  message: string;
  /** The file that failed, for the per-file checks (format, empty, size). */
  file?: CheckedFile;
}

const BYTES_PER_MB = 1024 * 1024;

/** `.PDF` and `pdf` mean the same extension. */
export function normalizeExtension(extension: string): string {
  return extension.trim().replace(/^\.+/, '').toLowerCase();
}

/** The lower-case text after the last dot of a name, or '' when it has none ('README', 'a.'). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot === -1 ? '' : base.slice(dot + 1).toLowerCase();
}

/** The formats as the wrong-format message names them: 'doc/xls/ppt/txt/pdf/docx'. */
export function formatList(extensions: readonly string[]): string {
  return extensions.map(normalizeExtension).join('/');
}

/** The `accept` attribute of a file input: '.doc,.xls,...'; the picker filters, the checks decide. */
export function acceptAttribute(extensions: readonly string[]): string {
  return extensions.map((extension) => `.${normalizeExtension(extension)}`).join(',');
}

export function hasAllowedExtension(name: string, extensions: readonly string[]): boolean {
  const extension = extensionOf(name);
  return extension !== '' && extensions.some((allowed) => normalizeExtension(allowed) === extension);
}

/** Bytes a limit in MB allows. */
export function maxBytes(maxSizeMb: number): number {
  return maxSizeMb * BYTES_PER_MB;
}

/**
 * The before-upload checks of SPEC §5/§8, in SPEC's order: session, format, empty, size, count.
 * A batch (one pick, drop or paste) is all or nothing: the first check that fails for any of its
 * files refuses the whole batch, so the user never has to work out which of the files went up.
 * Each check runs over the whole batch before the next one, so a batch with a wrong format and an
 * over-size file reports the format. Returns null when the batch may be uploaded.
 */
export function checkBeforeUpload(files: readonly CheckedFile[], rules: UploadRules): UploadCheckFailure | null {
  if (!rules.loggedIn) return { kind: 'notLoggedIn', message: ERROR_MESSAGES.uploadNotLoggedIn };

  const wrongFormat = files.find((file) => !hasAllowedExtension(file.name, rules.extensions));
  if (wrongFormat) {
    return { kind: 'wrongFormat', message: ERROR_MESSAGES.uploadWrongFormat(formatList(rules.extensions)), file: wrongFormat };
  }

  const empty = files.find((file) => file.size <= 0);
  if (empty) return { kind: 'empty', message: ERROR_MESSAGES.uploadEmpty, file: empty };

  const limit = maxBytes(rules.maxSizeMb);
  const tooBig = files.find((file) => file.size > limit);
  if (tooBig) {
    const message = (rules.tooBigMessage ?? ERROR_MESSAGES.uploadTooBig)(rules.maxSizeMb);
    return { kind: 'tooBig', message, file: tooBig };
  }

  if ((rules.existingCount ?? 0) + files.length > rules.maxCount) {
    return { kind: 'tooMany', message: ERROR_MESSAGES.uploadTooMany(rules.maxCount) };
  }
  return null;
}

import { isApiError, readEnvelope } from '@/shared/api';

export interface UploadFailureNotice {
  level: 'error' | 'warning';
  message: string;
}

/**
 * What the user is told when an upload request failed (SPEC §8), or null when nothing is to be
 * said: a cancelled upload is the user's own doing, and a 401 already raised the session prompt.
 * A server answer with a code other than 200 shows its msg (at the catalogue's level: warning for
 * 500); the duplicate guard's refusal shows its own text; anything else (network, timeout, an
 * HTTP status, an unreadable answer) is `fallback` ('上传失败，请重试' / '上传图片失败，请重试').
 * Upload calls pass `silent`, so this is the one place the message is shown.
 */
export function uploadFailureNotice(error: unknown, fallback: string): UploadFailureNotice | null {
  if (!isApiError(error)) return { level: 'error', message: fallback };
  const level = error.level;
  if (level === 'silent' || level === 'prompt') return null;
  if (error.kind === 'duplicate' || readEnvelope(error.body)) return { level, message: error.message };
  return { level: 'error', message: fallback };
}

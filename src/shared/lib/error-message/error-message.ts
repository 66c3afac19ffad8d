import { isApiError, readEnvelope, readableMsg } from '@/shared/api';

/**
 * The sentence a form shows under itself when a call failed: the client's message (the
 * server's msg or the SPEC §8 text the pipeline has already toasted), or the `msg` of an
 * envelope the session model rejected (a login answer without a token), else `fallback`.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.level === 'silent' ? fallback : error.message;
  return readableMsg(readEnvelope(error)?.msg) ?? fallback;
}

import { isApiError } from '@/shared/api';
import { isChunkLoadError } from '@/shared/ui/error-boundary';

/**
 * What an error boundary caught (React's `onCaughtError`). A fault the user is told about in Chinese (a chunk that could
 * not be fetched, a call that failed) is expected: a warning. Anything else is a bug and stays
 * an error (React's default), so tests and the e2e walks, which fail on console errors, see it.
 */
export function reportCaughtError(error: unknown, info?: { componentStack?: string | null }): void {
  if (isChunkLoadError(error) || isApiError(error)) console.warn(error, info?.componentStack);
  else console.error(error);
}

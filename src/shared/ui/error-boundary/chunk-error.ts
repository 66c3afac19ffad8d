import { CHUNK_FAILED_TEXT } from '@/shared/config';

export { CHUNK_FAILED_TEXT };

/** A code chunk the browser could not fetch or run; `cause` keeps the browser's own error. */
export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super(CHUNK_FAILED_TEXT, cause === undefined ? undefined : { cause });
    this.name = 'ChunkLoadError';
  }
}

// What Chromium ("Failed to fetch dynamically imported module"), Firefox ("error loading
// dynamically imported module") and Safari reject a failed `import()` with, and Vite's CSS preload.
const BROWSER_CHUNK_ERROR = /dynamically imported module|Importing a module script failed|Unable to preload CSS/;

/** Ours, or the browser's own rejection of a dynamic import (e.g. a `React.lazy` inside a page). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError || (error instanceof Error && BROWSER_CHUNK_ERROR.test(error.message));
}

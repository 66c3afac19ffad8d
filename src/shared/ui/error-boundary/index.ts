export { ErrorBoundary } from './error-boundary';
export { CHUNK_FAILED_TEXT, ChunkLoadError, isChunkLoadError } from './chunk-error';
export { lazyRetry } from './lazy-retry';

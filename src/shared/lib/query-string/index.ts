export { serializeParams, flattenParams } from './query-string';
export type { QueryParams } from './query-string';

export { serializeParams, flattenParams } from './query-string';
export type { QueryParams } from './query-string';
export { dayRangeParams, definedParams, idParam, oneOfParam, pageParam, textParam } from './search-params';

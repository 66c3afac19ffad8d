export { serializeParams, flattenParams } from './query-string';
export type { QueryParams } from './query-string';
export {
  dayRangeParams,
  definedParams,
  idParam,
  oneOfParam,
  orderedDays,
  pageParam,
  param,
  searchOf,
  textParam,
  validateIdSearch,
  validateKeywordSearch,
} from './search-params';
export type { KeywordSearch, Param, SearchOf } from './search-params';

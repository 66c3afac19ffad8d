/**
 * What the other tags use of tag `center`. The institution center and scholar services share the
 * user center's kit: the access check (a token and the right kind of account), the request
 * helpers and messages, the ids of center rows, the service records both centers list and the
 * reviews every read of an account settles. A check submission (tag check) adds its records.
 */
export { only } from './access';
export { REPORT_SERVICES, REVIEW_DURATION_MS, SERVICE_KINDS, SERVICE_NAMES, SERVICE_STATUSES } from './constants';
export {
  CODE_ALPHABET,
  avatarNameOf,
  checkConfigOf,
  dictLabel,
  idOf,
  isImage,
  isImageId,
  length,
  now,
  numberOf,
  randomFrom,
  requiredText,
  stringList,
  today,
} from './helpers';
export { CENTER_MESSAGES } from './messages';
export { CHINESE_NAME } from './queries';
export { nextCenterId, recordPage, recordsCsv, recordsFileName, recordsOf, scopedRecords, syncRecord, toServiceRecord } from './records';
export { settleReviews } from './reviews';
export { businessCode, type CenterTables, type StoredRealNameAuth, type StoredRecord } from './tables';

// `http` (the axios instance) is deliberately not exported: it loads with the first request.
// Tests that need it import `./http` directly.
export { resetDuplicateGuard } from './duplicate-state';
export type { ClientOptions } from './http';
export { apiGet, customInstance } from './mutator';
export type { RequestOptions, ErrorType, BodyType } from './mutator';
export { ApiError, ERROR_MESSAGES, isApiError, toApiError, readEnvelope, readableMsg } from './errors';
export type { ApiErrorKind, ApiErrorLevel, Envelope } from './errors';
export { configureHttp, notify } from './setup';
export type { HttpSetup, Notifier, NotifyLevel, RequestToken } from './setup';
export { sessionExpired } from './signals';
export { DOWNLOAD_PATHS, download, exportFile, parseContentDisposition } from './download';
export type { DownloadKind, DownloadParams } from './download';
export { findOperation } from './operation-meta';
export { answerSchemaModule } from './contract-check';
export type { OperationMeta } from './generated/operation-meta.gen';
export { createQueryClient } from './query-client';
export { failedWithoutData } from './query-state';
export { clearContractDrift, contractDriftMarkdown, contractReporting, getContractDrift, subscribeContractDrift } from './contract-drift';
export type { ContractDeviation, ContractDriftEntry, ContractDriftSink } from './contract-drift';
export { apiImageSrc } from './image-src';
export { startQuery } from './start-query';
export type { StartableQuery } from './start-query';

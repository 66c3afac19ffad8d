export { DuplicateGuard, requestFingerprint } from './duplicate-guard';
export type { DuplicateGuardOptions, RequestShape } from './duplicate-guard';

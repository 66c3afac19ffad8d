/*
 * The file rules shared by the upload and download features: the before-upload checks of
 * SPEC §5/§8, the stamp fields every upload carries, what a failed upload tells the user, and
 * the preview URL of an uploaded image. Pure functions, no UI.
 */
export {
  acceptAttribute,
  checkBeforeUpload,
  extensionOf,
  formatList,
  hasAllowedExtension,
  maxBytes,
  normalizeExtension,
} from './file-checks';
export type { CheckedFile, UploadCheckFailure, UploadCheckKind, UploadRules } from './file-checks';
export { uploadStamp } from './upload-stamp';
export type { UploadStamp } from './upload-stamp';
export { uploadFailureNotice } from './upload-failure';
export type { UploadFailureNotice } from './upload-failure';
export { imagePreviewUrl } from './preview-url';
export type { PreviewSource } from './preview-url';

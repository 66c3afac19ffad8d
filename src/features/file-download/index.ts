/**
 * Download and preview of stored files (SPEC §7, §8).
 *
 * `<DownloadButton fileId kind fileName? …buttonProps />`: calls the spine's
 * `download(kind, { fileId }, fileName)` (`kind` 'downloadV2' = GET /common/downloadV2, 'oss' =
 * GET /oss/download), which names the file from Content-Disposition (else `fileName`) and shows
 * '无文件' without an id or '下载文件出现错误，请联系管理员！' (the server's msg when it sent one)
 * on failure. The button shows a spinner while the file is on its way. Any Chakra Button prop
 * except onClick/loading passes through; children default to '下载'.
 *
 * `<FilePreview file={{ id, fileName, originalFilename?, filePreview? }} kind? height? />`:
 * images (png/jpg/jpeg/gif/bmp/webp/svg) as an `<img>` from `/api/common/imageView/{fileName}`
 * (or the server's `filePreview` with the /api prefix); PDFs in an `<iframe>` of a blob URL whose
 * bytes come through the client (`kind`, default 'oss'; the URL is revoked and the request
 * cancelled on unmount; a failure says so in place, with a download button); anything else, and
 * an image that fails to load, a download button.
 */
export { DownloadButton } from './ui/download-button';
export type { DownloadButtonProps } from './ui/download-button';
export { FilePreview } from './ui/file-preview';
export type { FilePreviewProps, PreviewableFile } from './ui/file-preview';

/**
 * File upload (SPEC §4, §5, §7, §8).
 *
 * `<FileUpload value onChange accept? maxSizeMb? maxCount? multiple? extraFields? label?
 * disabled? renderFileActions? />`: a drop zone (click or Enter/Space opens the picker), a
 * "选择文件" button, and paste (Ctrl+V while the area or its button has focus). Each batch is
 * checked in SPEC's order (session '请先登录', format, empty, size, count; defaults doc/xls/ppt/
 * txt/pdf/docx, 5 MB, 1 file), refusals toast through `notify('error', …)` and show under the
 * area. Accepted files go up as one `POST /oss/upload` each (file + `random` + `newNumber` +
 * `extraFields`), with a busy overlay (`aria-busy`), a progress bar and a cancel button per file
 * (cancel aborts the request silently). Success appends the stored file {id, fileName,
 * originalFilename, filePath, filePreview} to `value` through `onChange`; a code other than 200
 * shows its msg, any other failure '上传失败，请重试', once, and the file is dropped. The overlay
 * closes when the last file ends, whatever happened. Unmounting cancels running uploads.
 *
 * `<FileUploadField control name …FileUploadProps />` is the same area as a react-hook-form field:
 * its problem under it, the focus on its button when it is the first field in trouble.
 *
 * `multiple` decides only how many files the picker selects; the component never uses
 * /oss/uploadFiles, because one request for all files cannot report or cancel a single file.
 *
 * `uploadFile(file, extraFields?, options?)` (POST /oss/upload), `uploadFiles(files, options?)`
 * (POST /oss/uploadFiles) and `uploadFileAsBody(file, extraFields?, options?)`
 * (POST /oss/pc/upload, base64 JSON body) are the calls for pages that upload without the area;
 * they resolve with the stored file(s) and reject with the client's ApiError.
 */
export { FileUpload } from './ui/file-upload';
export type { FileUploadProps } from './ui/file-upload';
export { FileUploadField } from './ui/file-upload-field';
export type { FileUploadFieldProps } from './ui/file-upload-field';
export { uploadFile, uploadFiles, uploadFileAsBody } from './api/upload-file';
export type { UploadExtraFields } from './api/upload-file';

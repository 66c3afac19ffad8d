import { customInstance } from '@/shared/api';
import type { RequestOptions } from '@/shared/api';
import { ossPcUpload, ossUpload, ossUploadFiles } from '@/shared/api/generated/endpoints/file/file';
import type { UploadedFile, UploadedFileResponse } from '@/shared/api/generated/model';
import { uploadStamp } from '@/shared/lib/file-checks';

/** Extra string fields a page sends with the file (SPEC §7: "optional extra fields"). */
export type UploadExtraFields = Readonly<Record<string, string>>;

/** A 200 answer without the stored file cannot be put into the list: it counts as a failure. */
function storedFile<T>(data: T | undefined | null): T {
  if (data === undefined || data === null) throw new Error('The upload answer carries no file');
  return data;
}

/**
 * POST /oss/upload: the file, the random and new number fields (SPEC §7) and the page's extra
 * fields, through the client (token, 401 flow, catalogue, duplicate guard). Resolves with the
 * stored file; rejects with the client's ApiError (or an Error for an answer without data).
 *
 * Orval 7 builds the multipart body from the schema's declared properties only and drops the
 * contract's `additionalProperties`, so a form with extra fields is built here and sent through
 * the same mutator with the same URL, method and header as the generated `ossUpload`.
 */
export async function uploadFile(file: File, extraFields: UploadExtraFields = {}, options?: RequestOptions): Promise<UploadedFile> {
  const stamp = uploadStamp();
  const extras = Object.entries(extraFields).filter(([key]) => key !== 'file' && key !== 'random' && key !== 'newNumber');
  if (extras.length === 0) {
    return storedFile((await ossUpload({ file, ...stamp }, options)).data);
  }
  const form = new FormData();
  form.append('file', file);
  form.append('random', stamp.random);
  form.append('newNumber', stamp.newNumber);
  for (const [key, value] of extras) form.append(key, value);
  const body = await customInstance<UploadedFileResponse>(
    { url: '/oss/upload', method: 'POST', headers: { 'Content-Type': 'multipart/form-data' }, data: form },
    options,
  );
  return storedFile(body.data);
}

/**
 * POST /oss/uploadFiles: several files in one request; the stored files come back in the order
 * sent. The upload area does not use it (it sends one /oss/upload per file, so each file has its
 * own progress and cancel button); it is here for pages that need the files stored together.
 */
export async function uploadFiles(files: readonly File[], options?: RequestOptions): Promise<UploadedFile[]> {
  return storedFile((await ossUploadFiles({ files: [...files] }, options)).data);
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

/** POST /oss/pc/upload: the file as a JSON body (name and base64 content) plus extra fields. */
export async function uploadFileAsBody(file: File, extraFields: UploadExtraFields = {}, options?: RequestOptions): Promise<UploadedFile> {
  const content = bytesToBase64(new Uint8Array(await file.arrayBuffer()));
  return storedFile((await ossPcUpload({ ...extraFields, fileName: file.name, content }, options)).data);
}

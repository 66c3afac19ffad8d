import type { RequestOptions } from '@/shared/api';
import { ossUpload } from '@/shared/api/generated/endpoints/file/file';
import type { UploadedFile } from '@/shared/api/generated/model';
import { uploadStamp } from '@/shared/lib/file-checks';

/** POST /oss/upload with the cropped image and the random and new number fields (SPEC §7). */
export async function uploadImage(file: File, options?: RequestOptions): Promise<UploadedFile> {
  const body = await ossUpload({ file, ...uploadStamp() }, options);
  if (!body.data) throw new Error('The upload answer carries no file');
  return body.data;
}

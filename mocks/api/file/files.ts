import { db } from '../../db/database';
import { extensionOf } from '../../lib/bytes';
import { formatDateTime } from '../../lib/date-time';
import type { StoredFile } from './tables';

/** The stored files over the store: what an upload keeps and what a download or imageView finds. */

export function storeFile(originalFilename: string, type: string, bytes: ArrayBuffer): StoredFile {
  // Date-like ids ("20261121000001") look like the backend's and stay unique within a session.
  const id = `20261121${String(db.nextFileSeq).padStart(6, '0')}`;
  db.nextFileSeq += 1;
  // Only a plain extension goes into the stored name: it must stay one safe URL path segment.
  const extension = /^[a-z0-9]{1,8}$/.test(extensionOf(originalFilename)) ? `.${extensionOf(originalFilename)}` : '';
  const file: StoredFile = {
    id,
    fileName: `${id}${extension}`,
    originalFilename,
    type: type || 'application/octet-stream',
    bytes,
    createTime: formatDateTime(new Date()),
  };
  db.files.set(id, file);
  return file;
}

export function fileById(id: string | null | undefined): StoredFile | undefined {
  return id ? db.files.get(id) : undefined;
}

export function fileByName(fileName: string): StoredFile | undefined {
  for (const file of db.files.values()) if (file.fileName === fileName) return file;
  return undefined;
}

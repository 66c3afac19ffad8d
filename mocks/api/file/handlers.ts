import { HttpResponse } from 'msw';
import type { UploadedFile } from '@/shared/api/generated/model';
import { base64ToBytes, mimeTypeOf } from '../../lib/bytes';
import { imageViewPath } from '../../lib/contract-path';
import { onApi } from '../../lib/on-api';
import { MOCK_MESSAGES, contentDisposition, fail, okData, readJson, text } from '../../lib/respond';
import { fileById, fileByName, storeFile } from './files';
import type { StoredFile } from './tables';

function isImage(file: StoredFile): boolean {
  return file.type.startsWith('image/');
}

/**
 * The contract's UploadedFile. `filePreview` is relative to the API base (the client prefixes
 * `/api`, SPEC §7) and only given for images, because imageView only serves images.
 */
function toUploadedFile(file: StoredFile): UploadedFile {
  const day = file.createTime.slice(0, 10).replaceAll('-', '/');
  const uploaded: UploadedFile = {
    id: file.id,
    fileName: file.fileName,
    originalFilename: file.originalFilename,
    filePath: `/profile/upload/${day}/${file.fileName}`,
  };
  if (isImage(file)) uploaded.filePreview = imageViewPath(file.fileName);
  return uploaded;
}

type UploadEntry = FormDataEntryValue | null;

/**
 * A non-empty uploaded file, or undefined. Duck-typed rather than `instanceof File`: under jsdom
 * the global File is jsdom's, while the request's entries are Node's.
 */
function asFile(entry: UploadEntry): File | undefined {
  if (entry === null || typeof entry === 'string') return undefined;
  return entry.size > 0 ? entry : undefined;
}

async function readForm(request: Request): Promise<FormData | undefined> {
  try {
    return await request.formData();
  } catch {
    return undefined;
  }
}

async function store(file: File): Promise<StoredFile> {
  const name = file.name || 'file';
  return storeFile(name, file.type || mimeTypeOf(name), await file.arrayBuffer());
}

function download(request: Request): Response {
  const file = fileById(new URL(request.url).searchParams.get('fileId'));
  // An error is a JSON envelope (contract "Binary"): the client reads a JSON blob as a failure.
  if (!file) return fail(500, MOCK_MESSAGES.fileMissing);
  return HttpResponse.arrayBuffer(file.bytes.slice(0), {
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': contentDisposition(file.originalFilename),
    },
  });
}

/** Upload, download and image view over the stored bytes (tag `file`). */
export const handlers = [
  onApi('ossUpload', async ({ request }) => {
    const file = asFile((await readForm(request))?.get('file') ?? null);
    if (!file) return fail(500, MOCK_MESSAGES.uploadEmpty);
    return okData(toUploadedFile(await store(file)));
  }),

  onApi('ossUploadFiles', async ({ request }) => {
    const entries = (await readForm(request))?.getAll('files') ?? [];
    const files = entries.map(asFile);
    if (files.length === 0 || files.some((file) => file === undefined)) return fail(500, MOCK_MESSAGES.uploadEmpty);
    const stored: UploadedFile[] = [];
    for (const file of files) if (file) stored.push(toUploadedFile(await store(file)));
    return okData(stored);
  }),

  onApi('ossPcUpload', async ({ request }) => {
    const body = await readJson(request);
    const fileName = text(body, 'fileName').trim();
    const content = text(body, 'content');
    if (!fileName || !content) return fail(500, MOCK_MESSAGES.uploadEmpty);
    const bytes = base64ToBytes(content);
    if (!bytes) return fail(500, MOCK_MESSAGES.uploadBadContent);
    if (bytes.byteLength === 0) return fail(500, MOCK_MESSAGES.uploadEmpty);
    return okData(toUploadedFile(storeFile(fileName, mimeTypeOf(fileName), bytes)));
  }),

  onApi('downloadV2', ({ request }) => download(request)),
  onApi('ossDownload', ({ request }) => download(request)),

  // Ids that are not stored are left out rather than failing the whole list.
  onApi('listFilesByIds', ({ params }) => {
    const files = params.ids
      .split(',')
      .map((id) => fileById(id.trim()))
      .filter((file): file is StoredFile => file !== undefined);
    return okData(files.map(toUploadedFile));
  }),

  // Used as an <img src>: a missing image is an HTTP 404 so the browser shows its fallback.
  onApi('imageView', ({ params }) => {
    const file = fileByName(params.fileName);
    if (!file || !isImage(file)) return fail(404, MOCK_MESSAGES.fileMissing, 404);
    return HttpResponse.arrayBuffer(file.bytes.slice(0), { headers: { 'Content-Type': file.type } });
  }),
];

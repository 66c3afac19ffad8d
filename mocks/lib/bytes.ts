/**
 * Byte helpers that work the same in the browser and in Node (no Buffer), because the same
 * handlers run in the service-worker client and in the test server.
 */

export function textBytes(text: string): ArrayBuffer {
  return toArrayBuffer(new TextEncoder().encode(text));
}

/** A standalone copy: handing out the stored buffer itself would let a consumer detach it. */
export function toArrayBuffer(view: Uint8Array): ArrayBuffer {
  const copy = new Uint8Array(view.byteLength);
  copy.set(view);
  return copy.buffer;
}

/** base64 of ASCII text (the captcha SVG); `btoa` exists in browsers and Node >= 16. */
export function asciiToBase64(text: string): string {
  return btoa(text);
}

/** Decodes base64, tolerating a `data:...;base64,` prefix; null when it is not base64. */
export function base64ToBytes(base64: string): ArrayBuffer | null {
  const payload = base64.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) return null;
  try {
    const binary = atob(payload);
    const view = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) view[i] = binary.charCodeAt(i);
    return view.buffer;
  } catch {
    return null;
  }
}

const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  pdf: 'application/pdf',
  txt: 'text/plain',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
};

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function mimeTypeOf(fileName: string): string {
  return MIME_BY_EXTENSION[extensionOf(fileName)] ?? 'application/octet-stream';
}

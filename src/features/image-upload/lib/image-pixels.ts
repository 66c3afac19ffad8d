/**
 * The pixel size an image file says it has, read from its header (PNG, GIF, JPEG, WebP, BMP)
 * without decoding it: a 10 KB file can declare 30000 × 30000 pixels, and decoding that for the
 * crop would take gigabytes of memory and hang a phone (issue 26). null when the header is not
 * one of these or is cut short; the browser then decodes it as before.
 */
export async function imagePixelSize(file: Blob): Promise<{ width: number; height: number } | null> {
  // Every format here puts its size in the first bytes, JPEG after its metadata segments.
  const bytes = new Uint8Array(await file.slice(0, 1 << 20).arrayBuffer());
  return pngSize(bytes) ?? gifSize(bytes) ?? jpegSize(bytes) ?? webpSize(bytes) ?? bmpSize(bytes);
}

/** About 40 megapixels: more than any phone camera, less than what a phone can decode safely. */
export const MAX_CROP_PIXELS = 40_000_000;

type Size = { width: number; height: number } | null;

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const startsWith = (bytes: Uint8Array, at: number, text: string) => [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));

function pngSize(bytes: Uint8Array): Size {
  if (bytes.length < 24 || bytes[0] !== 0x89 || !startsWith(bytes, 1, 'PNG') || !startsWith(bytes, 12, 'IHDR')) return null;
  return { width: view(bytes).getUint32(16), height: view(bytes).getUint32(20) };
}

function gifSize(bytes: Uint8Array): Size {
  if (bytes.length < 10 || !startsWith(bytes, 0, 'GIF8')) return null;
  return { width: view(bytes).getUint16(6, true), height: view(bytes).getUint16(8, true) };
}

function jpegSize(bytes: Uint8Array): Size {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const data = view(bytes);
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes, and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    // Start of frame (any coding but the DHT, JPG and DAC markers that share the range).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: data.getUint16(at + 5), width: data.getUint16(at + 7) };
    }
    if (marker === 0xda) return null;
    at += 2 + data.getUint16(at + 2);
  }
  return null;
}

function webpSize(bytes: Uint8Array): Size {
  if (bytes.length < 30 || !startsWith(bytes, 0, 'RIFF') || !startsWith(bytes, 8, 'WEBP')) return null;
  const data = view(bytes);
  if (startsWith(bytes, 12, 'VP8X')) {
    const w = bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16);
    const h = bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16);
    return { width: w + 1, height: h + 1 };
  }
  if (startsWith(bytes, 12, 'VP8L')) {
    const bits = data.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (startsWith(bytes, 12, 'VP8 ')) return { width: data.getUint16(26, true) & 0x3fff, height: data.getUint16(28, true) & 0x3fff };
  return null;
}

function bmpSize(bytes: Uint8Array): Size {
  if (bytes.length < 26 || !startsWith(bytes, 0, 'BM')) return null;
  const data = view(bytes);
  return { width: Math.abs(data.getInt32(18, true)), height: Math.abs(data.getInt32(22, true)) };
}

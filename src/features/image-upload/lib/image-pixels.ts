/**
 * The pixel size an image file says it has, read from its header (PNG, GIF, JPEG, WebP, BMP)
 * without decoding it: a 10 KB file can declare 30000 × 30000 pixels, and decoding that for the
 * crop would take gigabytes of memory and hang a phone. null when the header is not one of these
 * or is cut short: the caller then refuses the image (nothing unknown is decoded).
 */
export async function imagePixelSize(file: Blob): Promise<{ width: number; height: number } | null> {
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
  // A JPEG puts its size after its metadata segments, which can be megabytes (a portrait photo's
  // depth map in extended XMP): its segments are walked through the file, reading their headers only.
  if (head[0] === 0xff && head[1] === 0xd8) return jpegSizeOf(file);
  return pngSize(head) ?? gifSize(head) ?? webpSize(head) ?? bmpSize(head);
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

/** Segments walked at most: real files have a few dozen; a loop of empty ones ends here. */
const MAX_JPEG_SEGMENTS = 4096;

async function jpegSizeOf(file: Blob): Promise<Size> {
  let at = 2;
  for (let segment = 0; segment < MAX_JPEG_SEGMENTS; segment += 1) {
    const bytes = new Uint8Array(await file.slice(at, at + 9).arrayBuffer());
    if (bytes.length < 4 || bytes[0] !== 0xff) return null;
    const marker = bytes[1]!;
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
      if (bytes.length < 9) return null;
      return { height: view(bytes).getUint16(5), width: view(bytes).getUint16(7) };
    }
    if (marker === 0xda) return null;
    const length = view(bytes).getUint16(2);
    if (length < 2) return null;
    at += 2 + length;
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

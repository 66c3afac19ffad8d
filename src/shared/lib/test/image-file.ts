/**
 * An image file for tests: a real PNG or JPEG header declaring `width` x `height` (what the upload
 * reads before it decodes anything, and refuses without), padded with zeros to `size` bytes.
 * jsdom decodes nothing, so the rest of the bytes never matter.
 */
export function testImageFile(name: string, { type = 'image/png', width = 400, height = 300, size = 2048 } = {}): File {
  const u16 = (n: number) => [(n >>> 8) & 255, n & 255];
  const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
  const header =
    type === 'image/jpeg'
      ? [0xff, 0xd8, 0xff, 0xc0, ...u16(11), 8, ...u16(height), ...u16(width), 1, 1, 0x11, 0]
      : [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...u32(13), 0x49, 0x48, 0x44, 0x52, ...u32(width), ...u32(height), 8, 6, 0, 0, 0];
  const bytes = new Uint8Array(Math.max(size, header.length));
  bytes.set(header);
  return new File([bytes], name, { type });
}

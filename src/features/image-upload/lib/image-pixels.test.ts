import { describe, expect, it } from 'vitest';
import { MAX_CROP_PIXELS, imagePixelSize } from './image-pixels';

function bytesOf(parts: Array<number[] | string>): Blob {
  const out: number[] = [];
  for (const part of parts) out.push(...(typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part));
  return new Blob([new Uint8Array(out)]);
}
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16be = (n: number) => [(n >>> 8) & 255, n & 255];
const u16le = (n: number) => [n & 255, (n >>> 8) & 255];
const u32le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];

const png = (w: number, h: number) =>
  bytesOf([[0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], u32be(13), 'IHDR', u32be(w), u32be(h), [8, 6, 0, 0, 0]]);
const gif = (w: number, h: number) => bytesOf(['GIF89a', u16le(w), u16le(h), [0, 0, 0]]);
const jpeg = (w: number, h: number) =>
  bytesOf([
    [0xff, 0xd8],
    // An APP1 (Exif) segment before the frame.
    [0xff, 0xe1],
    u16be(8),
    'Exif\0\0',
    [0xff, 0xc2],
    u16be(11),
    [8],
    u16be(h),
    u16be(w),
    [1, 1, 0x11, 0],
  ]);
const webpX = (w: number, h: number) =>
  bytesOf([
    'RIFF',
    u32le(30),
    'WEBP',
    'VP8X',
    u32le(10),
    [0, 0, 0, 0],
    [(w - 1) & 255, ((w - 1) >> 8) & 255, ((w - 1) >> 16) & 255],
    [(h - 1) & 255, ((h - 1) >> 8) & 255, ((h - 1) >> 16) & 255],
  ]);
const bmp = (w: number, h: number) => bytesOf(['BM', u32le(0), u32le(0), u32le(54), u32le(40), u32le(w), u32le(-h >>> 0)]);

describe('imagePixelSize', () => {
  it.each([
    ['PNG', png(12000, 5000)],
    ['GIF', gif(300, 200)],
    ['JPEG (after an Exif segment, progressive)', jpeg(8000, 6000)],
    ['WebP (extended)', webpX(9000, 7000)],
    ['BMP (top-down)', bmp(640, 480)],
  ])('reads the size of a %s header without decoding it', async (_, file) => {
    const size = await imagePixelSize(file);
    expect(size).not.toBeNull();
  });

  it('reads the numbers exactly', async () => {
    expect(await imagePixelSize(png(12000, 5000))).toEqual({ width: 12000, height: 5000 });
    expect(await imagePixelSize(jpeg(8000, 6000))).toEqual({ width: 8000, height: 6000 });
    expect(await imagePixelSize(webpX(9000, 7000))).toEqual({ width: 9000, height: 7000 });
    expect(await imagePixelSize(gif(300, 200))).toEqual({ width: 300, height: 200 });
    expect(await imagePixelSize(bmp(640, 480))).toEqual({ width: 640, height: 480 });
  });

  it('finds a JPEG’s size after megabytes of metadata, reading segment headers only', async () => {
    // Forty 64 KB APP2 segments (about 2.6 MB) before the frame, as a portrait photo's depth map can be.
    const segment = [0xff, 0xe2, ...u16be(0xfff0), ...new Array<number>(0xfff0 - 2).fill(0x20)];
    const parts: number[][] = [[0xff, 0xd8]];
    for (let i = 0; i < 40; i += 1) parts.push(segment);
    parts.push([0xff, 0xc0], u16be(11), [8], u16be(3024), u16be(4032), [1, 1, 0x11, 0]);
    const file = bytesOf(parts);
    expect(file.size).toBeGreaterThan(1 << 21);
    expect(await imagePixelSize(file)).toEqual({ width: 4032, height: 3024 });
  });

  it('says nothing of what it does not know or what is cut short', async () => {
    expect(await imagePixelSize(bytesOf(['not an image at all, just text']))).toBeNull();
    expect(await imagePixelSize(bytesOf([[0x89], 'PNG']))).toBeNull();
    expect(await imagePixelSize(bytesOf([[0xff, 0xd8, 0xff, 0xe1], u16be(4000)]))).toBeNull();
  });

  it('40 megapixels is the line', () => {
    expect(12000 * 5000).toBeGreaterThan(MAX_CROP_PIXELS);
    expect(6000 * 4000).toBeLessThan(MAX_CROP_PIXELS);
  });
});

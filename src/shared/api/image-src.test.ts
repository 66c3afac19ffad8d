import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apiImageSrc } from './image-src';

describe('apiImageSrc', () => {
  it('prefixes API paths with /api once, as SPEC §7 says for image previews', () => {
    expect(apiImageSrc('/common/imageView/a.svg')).toBe('/api/common/imageView/a.svg');
    expect(apiImageSrc('/api/common/imageView/a.svg')).toBe('/api/common/imageView/a.svg');
    expect(apiImageSrc('  /common/imageView/a.svg ')).toBe('/api/common/imageView/a.svg');
  });

  it('puts a bare file name under the image view path, a relative path under /api', () => {
    expect(apiImageSrc('avatar-1001.svg')).toBe('/api/common/imageView/avatar-1001.svg');
    expect(apiImageSrc('profile/upload/x.png')).toBe('/api/profile/upload/x.png');
  });

  it('keeps absolute, data and blob URLs', () => {
    expect(apiImageSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(apiImageSrc('HTTP://cdn.example.com/a.png')).toBe('HTTP://cdn.example.com/a.png');
    expect(apiImageSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(apiImageSrc('blob:http://localhost/1')).toBe('blob:http://localhost/1');
  });

  it('is no image for nothing, a blank, a non-string or a protocol-relative URL', () => {
    for (const value of [undefined, null, '', '   ', 42, {}, '//evil.example/a.png']) expect(apiImageSrc(value)).toBeUndefined();
  });

  it('never answers a script URL or a foreign host for any string', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const src = apiImageSrc(value);
        if (src === undefined) return;
        expect(src.startsWith('//')).toBe(false);
        expect(/^javascript:/i.test(src)).toBe(false);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { avatarSrc } from './avatar-src';

describe('avatarSrc', () => {
  it('prefixes server paths with /api, as SPEC §7 says for image previews', () => {
    expect(avatarSrc('/common/imageView/avatar-1001.svg')).toBe('/api/common/imageView/avatar-1001.svg');
    expect(avatarSrc('avatar-1001.svg')).toBe('/api/common/imageView/avatar-1001.svg');
    expect(avatarSrc('/api/common/imageView/a.png')).toBe('/api/common/imageView/a.png');
  });

  it('keeps absolute and data URLs; no avatar, or a protocol-relative one, is no image', () => {
    expect(avatarSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(avatarSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(avatarSrc('//evil.example/a.png')).toBeUndefined();
    expect(avatarSrc('')).toBeUndefined();
    expect(avatarSrc(null)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeLink } from './link';

describe('safeLink', () => {
  it('keeps paths on this site and http(s) URLs', () => {
    expect(safeLink('/promotion/check/JCDX2026')).toBe('/promotion/check/JCDX2026');
    expect(safeLink(' https://cdn.example.cn/v/a.webm ')).toBe('https://cdn.example.cn/v/a.webm');
    expect(safeLink('http://example.cn/?a=1#b')).toBe('http://example.cn/?a=1#b');
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example/x',
    'relative/path',
    'mailto:a@b.cn',
    '',
    '   ',
  ])('refuses %j', (value) => {
    expect(safeLink(value)).toBeUndefined();
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 1, {}, ['https://a.cn']]) expect(safeLink(value)).toBeUndefined();
  });

  it('whatever it keeps resolves to this site or to an http(s) URL', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom('javascript:', '//', '/\\', 'data:')), fc.string(), (prefix, rest) => {
        const link = safeLink(prefix + rest);
        if (link === undefined) return;
        const resolved = new URL(link, 'https://portal.example.cn/page/x');
        expect(['https:', 'http:']).toContain(resolved.protocol);
        if (link.startsWith('/')) expect(resolved.host).toBe('portal.example.cn');
      }),
    );
  });
});

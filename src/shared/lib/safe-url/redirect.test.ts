import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeRedirect } from './redirect';

const FALLBACK = '/userCenter';
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

// Strings built to look like redirects: prefixes attackers use, followed by anything.
const hostile = fc
  .tuple(
    fc.constantFrom(
      '',
      '/',
      '//',
      '/\\',
      '\\',
      '\\\\',
      '/\t/',
      '/\n/',
      ' /',
      'https://',
      'javascript:',
      'JaVaScRiPt:',
      'data:',
      '%2F%2F',
      '/%2F',
    ),
    fc.string(),
  )
  .map(([prefix, rest]) => prefix + rest);
const anyValue = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), hostile, fc.constantFrom(undefined, null, 0, {}, ['/x']));

describe('safeRedirect', () => {
  it('never returns a protocol-relative path, a backslash host or a scheme', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        const result = safeRedirect(value, FALLBACK);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(result.startsWith('/\\')).toBe(false);
        expect(SCHEME.test(result)).toBe(false);
        // eslint-disable-next-line no-control-regex -- the property is about control characters
        expect(/[\u0000-\u001f\u007f]/.test(result)).toBe(false);
      }),
    );
  });

  it('returns the value itself or the fallback, nothing else', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        const result = safeRedirect(value, FALLBACK);
        expect(result === value || result === FALLBACK).toBe(true);
      }),
    );
  });

  it('keeps every ordinary same-origin path, with its query and hash', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.option(segment, { nil: undefined }), (segments, query) => {
        const path = `/${segments.join('/')}${query ? `?q=${query}#top` : ''}`;
        expect(safeRedirect(path, FALLBACK)).toBe(path);
      }),
    );
  });

  it('examples', () => {
    expect(safeRedirect('/checkCenter?page=2', FALLBACK)).toBe('/checkCenter?page=2');
    expect(safeRedirect('/', FALLBACK)).toBe('/');
    expect(safeRedirect('//evil.example', FALLBACK)).toBe(FALLBACK);
    expect(safeRedirect('/\\evil.example', FALLBACK)).toBe(FALLBACK);
    expect(safeRedirect('/\t/evil.example', FALLBACK)).toBe(FALLBACK);
    expect(safeRedirect('https://evil.example', FALLBACK)).toBe(FALLBACK);
    expect(safeRedirect('javascript:alert(1)', FALLBACK)).toBe(FALLBACK);
    expect(safeRedirect('userIndex', FALLBACK)).toBe(FALLBACK);
    expect(safeRedirect(undefined, FALLBACK)).toBe(FALLBACK);
  });
});

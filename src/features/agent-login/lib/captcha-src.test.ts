import { describe, expect, it } from 'vitest';
import { captchaSrc } from './captcha-src';

const base64 = (text: string) => btoa(text);

describe('captchaSrc', () => {
  it('recognises SVG, PNG, JPEG and GIF from the content', () => {
    expect(captchaSrc(base64('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toMatch(/^data:image\/svg\+xml;base64,PHN2Zy/);
    expect(captchaSrc(base64('<?xml version="1.0"?><svg/>'))).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(captchaSrc('iVBORw0KGgoAAAANSUhEUg')).toBe('data:image/png;base64,iVBORw0KGgoAAAANSUhEUg');
    expect(captchaSrc('/9j/4AAQSkZJRg')).toBe('data:image/jpeg;base64,/9j/4AAQSkZJRg');
    expect(captchaSrc('R0lGODlhAQAB')).toBe('data:image/gif;base64,R0lGODlhAQAB');
  });

  it('keeps a data URL, treats unknown content as PNG, and nothing as no image', () => {
    expect(captchaSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(captchaSrc('QUJD')).toBe('data:image/png;base64,QUJD');
    expect(captchaSrc('')).toBeUndefined();
    expect(captchaSrc(undefined)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size';

describe('formatSize', () => {
  it('reads like a file manager', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(200 * 1024)).toBe('200 KB');
    expect(formatSize(12.5 * 1024 * 1024)).toBe('12.5 MB');
    expect(formatSize(3 * 1024 * 1024)).toBe('3 MB');
  });

  it('is empty for what is not a size', () => {
    expect(formatSize(undefined)).toBe('');
    expect(formatSize(Number.NaN)).toBe('');
    expect(formatSize(-1)).toBe('');
    expect(formatSize(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatSize(1e308)).toBe('');
  });
});

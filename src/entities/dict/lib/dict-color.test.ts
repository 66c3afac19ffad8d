import { describe, expect, it } from 'vitest';
import { findDictEntry, paletteOf } from './dict-color';

describe('dictionary colours', () => {
  it('maps every listClass to a palette and unknown ones to gray', () => {
    expect(paletteOf('success')).toBe('green');
    expect(paletteOf('danger')).toBe('red');
    expect(paletteOf('warning')).toBe('orange');
    expect(paletteOf('primary')).toBe('blue');
    expect(paletteOf('info')).toBe('cyan');
    expect(paletteOf('default')).toBe('gray');
    expect(paletteOf('unknown')).toBe('gray');
    expect(paletteOf(undefined)).toBe('gray');
  });
  it('finds entries by value whatever the value type', () => {
    const entries = [{ dictLabel: '已完成', dictValue: '2', listClass: 'success' }];
    expect(findDictEntry(entries, 2)?.dictLabel).toBe('已完成');
    expect(findDictEntry(entries, '2')?.dictLabel).toBe('已完成');
    expect(findDictEntry(entries, null)).toBeUndefined();
    expect(findDictEntry(entries, 3)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { appSystem } from './theme';

describe('appSystem', () => {
  it('is made once and carries the portal brand', () => {
    expect(appSystem()).toBe(appSystem());
    expect(appSystem().token('colors.brand.500')).toBe('#2a62cc');
  });
});

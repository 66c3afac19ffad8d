import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.getElementById('chakra-global')?.remove();
  vi.resetModules();
});

describe('appSystem', () => {
  it('has the global CSS for ChakraProvider to insert in a page without it (dev, tests, the demo build)', async () => {
    const { appSystem } = await import('./theme');
    expect(appSystem()._global.length).toBeGreaterThan(0);
  });

  it('gives ChakraProvider nothing to insert where the page carries it (<style id="chakra-global">)', async () => {
    const style = document.createElement('style');
    style.id = 'chakra-global';
    document.head.append(style);
    const { appSystem } = await import('./theme');
    expect(appSystem()._global).toEqual([]);
    expect(appSystem().token('colors.brand.500')).toBe('#2a62cc');
  });
});

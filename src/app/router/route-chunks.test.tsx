import { lazyRouteComponent } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { guardRouteChunk } from './route-chunks';

function Page() {
  return null;
}

// Pins what route-chunks.ts reads of TanStack's lazyRouteComponent: `preload` settles either way
// and is removed once the chunk has loaded. If an upgrade changes that, this fails first.
describe('lazyRouteComponent, as guardRouteChunk relies on it', () => {
  it('keeps preload after a failed import, resolves it anyway, and imports again on the next preload', async () => {
    const importer = vi
      .fn<() => Promise<{ component: typeof Page }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))
      .mockResolvedValue({ component: Page });
    const lazy = lazyRouteComponent(importer, 'component') as typeof Page & { preload?: () => Promise<void> };
    await expect(lazy.preload?.()).resolves.toBeUndefined();
    expect(lazy.preload).toBeTypeOf('function');
    await lazy.preload?.();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(lazy.preload).toBeUndefined();
  });
});

describe('guardRouteChunk', () => {
  it('guards once, and a guarded preload imports again after a failure', async () => {
    const importer = vi
      .fn<() => Promise<{ component: typeof Page }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))
      .mockResolvedValue({ component: Page });
    const guarded = guardRouteChunk(lazyRouteComponent(importer, 'component'));
    expect(guardRouteChunk(guarded)).toBe(guarded);
    await guarded.preload?.();
    await guarded.preload?.();
    expect(importer).toHaveBeenCalledTimes(2);
    // Loaded: nothing more to import.
    await guarded.preload?.();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

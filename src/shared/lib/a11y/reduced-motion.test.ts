import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion, scrollIntoViewRespectingMotion } from './reduced-motion';

function mockMatchMedia(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

afterEach(() => vi.unstubAllGlobals());

describe('reduced motion', () => {
  it('is off where matchMedia is missing (jsdom)', () => {
    expect(prefersReducedMotion()).toBe(false);
  });

  it('scrolls smoothly, or instantly when the user prefers reduced motion', () => {
    const element = document.createElement('div');
    element.scrollIntoView = vi.fn();
    mockMatchMedia(false);
    scrollIntoViewRespectingMotion(element);
    expect(element.scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
    mockMatchMedia(true);
    scrollIntoViewRespectingMotion(element);
    expect(element.scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' });
    expect(() => scrollIntoViewRespectingMotion(null)).not.toThrow();
  });
});

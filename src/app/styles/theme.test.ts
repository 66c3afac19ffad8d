import { describe, expect, it } from 'vitest';
import { semanticTokens } from '@chakra-ui/react/theme';
import { appSystem, lightOnly } from './theme';

describe('appSystem', () => {
  it('is made once and carries the portal brand', () => {
    expect(appSystem()).toBe(appSystem());
    expect(appSystem().token('colors.brand.500')).toBe('#2a62cc');
  });

  it('declares the light scheme only: no token CSS for .dark, the light values on :root', () => {
    const css = JSON.stringify(appSystem().getTokenCss());
    expect(css).not.toContain('.dark');
    expect(css).toContain('"--chakra-colors-fg-subtle":"var(--chakra-colors-gray-600)"');
    expect(css).toContain('"--chakra-colors-bg":"var(--chakra-colors-white)"');
  });
});

describe('lightOnly', () => {
  it("keeps each semantic token's light value and leaves plain values and the tree's shape alone", () => {
    const light = lightOnly(semanticTokens);
    expect(light.colors.bg.DEFAULT).toEqual({ value: '{colors.white}' });
    expect(JSON.stringify(light)).not.toContain('_dark');
    expect(Object.keys(light.colors)).toEqual(Object.keys(semanticTokens.colors));
    expect(light.radii).toEqual(semanticTokens.radii);
  });
});

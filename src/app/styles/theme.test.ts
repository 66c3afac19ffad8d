import { describe, expect, it } from 'vitest';
import { globalCss, semanticTokens } from '@chakra-ui/react/theme';
import { appSystem, globalStyles, lightOnly } from './theme';

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

describe('globalStyles', () => {
  it("are Chakra's global styles with no custom property on every element: the reset's globals on html, which every element inherits", () => {
    const { '*': chakraEveryElement = {}, html: chakraHtml, ...chakraRest } = globalCss;
    const declarations = Object.entries(chakraEveryElement);
    const { '*': everyElement, html, ...rest } = globalStyles;
    // Chakra's own `*` rule, less its custom properties; if an upgrade changes it, this says so.
    expect(everyElement).toEqual(Object.fromEntries(declarations.filter(([key]) => !key.startsWith('--'))));
    expect(html).toEqual({ ...Object.fromEntries(declarations.filter(([key]) => key.startsWith('--global-'))), ...chakraHtml });
    expect(rest).toEqual(chakraRest);
    expect(Object.keys(globalStyles)).toEqual(Object.keys(globalCss));
  });

  it("are the system's global sheet: the rule for * declares no custom property", () => {
    const sheet = JSON.stringify(appSystem().getGlobalCss());
    const everyElement = sheet.match(/"&\*":\{[^}]*\}/)?.[0] ?? '';
    expect(everyElement).toContain('cv11');
    expect(everyElement).not.toContain('--');
    expect(sheet).toMatch(/"&html":\{[^}]*"--global-font-body":"var\(--chakra-fonts-body\)"/);
  });
});

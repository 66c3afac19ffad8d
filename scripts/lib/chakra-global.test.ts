import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { GLOBAL_CSS_ID as APP_GLOBAL_CSS_ID } from '@/app/styles/theme';
import { CHAKRA_SYSTEM_MODULE, GLOBAL_CSS_ID, lazyGlobalCss } from './chakra-global.mjs';

const systemModule = join(dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')), '..', 'esm', 'styled-system', 'system.js');

describe('lazyGlobalCss', () => {
  it("makes the installed Chakra's _global a getter that gives what createSystem gave", async () => {
    expect(CHAKRA_SYSTEM_MODULE.test(systemModule)).toBe(true);
    // Beside the original, so that its relative imports resolve.
    const lazyModule = join(dirname(systemModule), `system.lazy-${process.pid}.js`);
    writeFileSync(lazyModule, lazyGlobalCss(readFileSync(systemModule, 'utf8')));
    try {
      const { createSystem: createLazySystem } = (await import(/* @vite-ignore */ pathToFileURL(lazyModule).href)) as {
        createSystem: typeof createSystem;
      };
      const lazy = createLazySystem(defaultBaseConfig);
      expect(typeof Object.getOwnPropertyDescriptor(lazy, '_global')?.get).toBe('function');
      expect(lazy._global).toEqual(createSystem(defaultBaseConfig)._global);
      expect(lazy._global).toBe(lazy._global);
    } finally {
      rmSync(lazyModule, { force: true });
    }
  });

  it('fails loudly on code it was not written for', () => {
    expect(() => lazyGlobalCss('export function createSystem() {}')).toThrow(/update lazyGlobalCss/);
  });

  it('names the same <style> as the app reads', () => {
    expect(GLOBAL_CSS_ID).toBe(APP_GLOBAL_CSS_ID);
  });
});

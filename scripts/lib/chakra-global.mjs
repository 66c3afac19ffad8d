/**
 * Chakra's global CSS made once at build time instead of on every start (issue 13, TBT).
 *
 * `createSystem` computes the CSS of the preflight, the global styles and every token (about
 * 700 custom properties) as objects, eagerly, and `ChakraProvider` then serialises them through
 * emotion into a `css-global` sheet: together about 80-120 ms of a phone's start-up (measured with
 * a 4x-slowed CPU). The prerender (scripts/prerender.mjs) captures that sheet's rules once and
 * writes them into every HTML file as `<style id="chakra-global">`; where that element is, the app
 * gives Chakra nothing to insert (src/app/styles/theme.ts `appSystem`). For the computation itself
 * to be skipped too, the build makes `_global` of the system a getter that computes on first use:
 * `lazyGlobalCss` below, applied by vite.config.ts to Chakra's `styled-system/system.js`.
 */

/** The id of the `<style>` that holds the global CSS (read by src/app/styles/theme.ts). */
export const GLOBAL_CSS_ID = 'chakra-global';

/** Chakra's system module, as its path ends. */
export const CHAKRA_SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY = 'let _globalOnce; const globalOnce = () => (_globalOnce ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);';
const FIELD = /\n(\s*)_global,\n/;

/**
 * Chakra's system.js with `_global` computed on first read. Throws when the code is not what it
 * was written against (a Chakra upgrade): the build fails instead of silently computing it twice
 * or not at all.
 */
export function lazyGlobalCss(code) {
  if (!code.includes(EAGER) || !FIELD.test(code)) {
    throw new Error(
      'scripts/lib/chakra-global.mjs: @chakra-ui/react styled-system/system.js no longer has `const _global = [...]` and a `_global,` field; update lazyGlobalCss',
    );
  }
  return code
    .replace(EAGER, LAZY)
    .replace(FIELD, (_, indent) => `\n${indent}get _global() {\n${indent}  return globalOnce();\n${indent}},\n`);
}

/** Types for chakra-global.mjs. */
export const GLOBAL_CSS_ID: string;
export const CHAKRA_SYSTEM_MODULE: RegExp;
export function lazyGlobalCss(code: string): string;

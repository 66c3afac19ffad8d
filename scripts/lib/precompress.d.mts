/** Types for precompress.mjs. */
export const COMPRESSIBLE: RegExp;
export const MIN_BYTES: number;
export function precompress(dir: string): Promise<{ files: number; bytes: number; br: number; gz: number }>;

/** Types for vite-build.mjs. */
import type { Plugin } from 'vite';
export function buildId(env: Record<string, string | undefined>, root: string): string;
export function previewFallback(url: string | undefined, originalUrl: string | undefined, outDir: string): string | undefined;
export function prerenderPublicRoutes(): Plugin;
export const SYSTEM_CHUNK: string;
export function runBeforeEntry(html: string, entryFile: string, first: string): string;
export function systemBeforeEntry(): Plugin;

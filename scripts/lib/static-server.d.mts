/** Types for static-server.mjs. */
export function contentTypeOf(file: string): string;
export function isFile(path: string): Promise<boolean>;
export function staticFileFor(root: string, pathname: string): Promise<string | undefined>;
export function acceptsCoding(acceptEncoding: string | undefined, coding: string): boolean;
export function precompressedFor(file: string, acceptEncoding?: string): Promise<{ path: string; encoding: 'br' | 'gzip' } | undefined>;
export function serveStatic(dir: string, options?: { gzip?: boolean; port?: number }): Promise<{ url: string; close: () => Promise<void> }>;

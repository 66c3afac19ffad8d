/**
 * Duplicate-submit guard (SPEC §5): the same request within the window is refused.
 *
 * Only a hash of each request and the time it was accepted are kept, in memory: bodies may
 * hold passwords or files and must never be persisted or retained.
 */

export interface DuplicateGuardOptions {
  windowMs: number;
  /** Injectable clock, so the window can be tested without waiting. */
  now?: () => number;
}

export class DuplicateGuard {
  private readonly windowMs: number;
  private readonly now: () => number;
  private readonly acceptedAt = new Map<string, number>();

  constructor({ windowMs, now = () => Date.now() }: DuplicateGuardOptions) {
    this.windowMs = windowMs;
    this.now = now;
  }

  /**
   * true when the request may go (and it is recorded), false when the same key was accepted
   * less than `windowMs` ago. A refused attempt does not extend the window, so a user who
   * keeps clicking gets through once the first submit is a window old.
   */
  tryPass(key: string): boolean {
    const now = this.now();
    this.prune(now);
    const last = this.acceptedAt.get(key);
    if (last !== undefined && now - last < this.windowMs && now >= last) return false;
    this.acceptedAt.set(key, now);
    return true;
  }

  reset(): void {
    this.acceptedAt.clear();
  }

  /** Number of remembered fingerprints (tests: nothing outlives the window). */
  get size(): number {
    return this.acceptedAt.size;
  }

  private prune(now: number): void {
    for (const [key, at] of this.acceptedAt) {
      if (now - at >= this.windowMs || now < at) this.acceptedAt.delete(key);
    }
  }
}

export interface RequestShape {
  method: string;
  url: string;
  body: unknown;
}

function fileShape(file: Blob): Record<string, unknown> {
  // A file's identity without its bytes: two different files chosen within a second differ here.
  const named = file as Blob & { name?: unknown; lastModified?: unknown };
  return { $blob: true, name: named.name ?? null, size: file.size, type: file.type, lastModified: named.lastModified ?? null };
}

// String tags, not `instanceof`: a body may come from another realm (iframe, test runtime).
function tagOf(value: unknown): string {
  return Object.prototype.toString.call(value).slice(8, -1);
}

/** FNV-1a over raw bytes plus their length: equal buffers, equal digest; no copy is kept. */
function bytesDigest(bytes: Uint8Array): string {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193);
  return `${bytes.length}:${(hash >>> 0).toString(36)}`;
}

/** A JSON-able shape of the body that is equal for equal bodies (object key order ignored). */
function bodyShape(body: unknown, ancestors = new Set<object>()): unknown {
  if (body === undefined || body === null) return null;
  if (typeof body === 'object') {
    if (ancestors.has(body)) throw new TypeError('Cyclic request body');
    ancestors.add(body);
    try {
      return objectShape(body, ancestors);
    } finally {
      ancestors.delete(body);
    }
  }
  if (typeof body === 'bigint') return `${body}n`;
  return body;
}

function objectShape(body: object, ancestors: Set<object>): unknown {
  const tag = tagOf(body);
  if (tag === 'Blob' || tag === 'File') return fileShape(body as Blob);
  if (tag === 'FormData') {
    const fields: unknown[] = [];
    (body as FormData).forEach((value, name) => fields.push([name, typeof value === 'string' ? value : fileShape(value)]));
    return { $form: fields };
  }
  if (tag === 'URLSearchParams') return { $search: String(body) };
  if (body instanceof Date) return body.toISOString();
  if (body instanceof ArrayBuffer) return { $bytes: bytesDigest(new Uint8Array(body)) };
  if (ArrayBuffer.isView(body)) return { $bytes: bytesDigest(new Uint8Array(body.buffer, body.byteOffset, body.byteLength)) };
  if (Array.isArray(body)) return body.map((item: unknown) => bodyShape(item, ancestors));
  const entries = Object.entries(body as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([k, v]) => [k, bodyShape(v, ancestors)]));
}

/** cyrb53: a fast 53-bit string hash; two seeds give ~106 bits, so collisions are negligible. */
function cyrb53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The hash that identifies "the same method + URL + body"; the body itself is not kept. */
export function requestFingerprint({ method, url, body }: RequestShape): string {
  let text: string;
  try {
    text = JSON.stringify([method.toUpperCase(), url, bodyShape(body)]);
  } catch {
    // A body JSON cannot describe (a cycle) is never treated as a duplicate.
    return `unique:${Math.random()}`;
  }
  return `${cyrb53(text, 1)}.${cyrb53(text, 2)}`;
}

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DuplicateGuard, requestFingerprint } from './duplicate-guard';

const WINDOW = 1_000;

function guardAt(start: number): { guard: DuplicateGuard; set: (t: number) => void } {
  let now = start;
  const guard = new DuplicateGuard({ windowMs: WINDOW, now: () => now });
  return { guard, set: (t) => (now = t) };
}

const json = fc.jsonValue();
const method = fc.constantFrom('POST', 'PUT', 'post', 'put');
const url = fc.webPath();
const time = fc.integer({ min: 0, max: 2 ** 40 });

/** JSON with sorted keys: bodies equal under this are the same body to the guard. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

describe('DuplicateGuard: properties', () => {
  it('refuses the same request inside the window', () => {
    fc.assert(
      fc.property(method, url, json, time, fc.integer({ min: 0, max: WINDOW - 1 }), (m, u, body, t0, dt) => {
        const { guard, set } = guardAt(t0);
        expect(guard.tryPass(requestFingerprint({ method: m, url: u, body }))).toBe(true);
        set(t0 + dt);
        expect(guard.tryPass(requestFingerprint({ method: m, url: u, body: structuredClone(body) }))).toBe(false);
      }),
    );
  });

  it('accepts it again once the window has passed', () => {
    fc.assert(
      fc.property(method, url, json, time, fc.integer({ min: WINDOW, max: 10 * WINDOW }), (m, u, body, t0, dt) => {
        const { guard, set } = guardAt(t0);
        const key = requestFingerprint({ method: m, url: u, body });
        expect(guard.tryPass(key)).toBe(true);
        set(t0 + dt);
        expect(guard.tryPass(key)).toBe(true);
      }),
    );
  });

  it('accepts a different body, URL or method at the same instant', () => {
    fc.assert(
      fc.property(url, json, json, (u, a, b) => {
        fc.pre(canonical(a) !== canonical(b));
        const { guard } = guardAt(0);
        expect(guard.tryPass(requestFingerprint({ method: 'POST', url: u, body: a }))).toBe(true);
        expect(guard.tryPass(requestFingerprint({ method: 'POST', url: u, body: b }))).toBe(true);
        expect(guard.tryPass(requestFingerprint({ method: 'PUT', url: u, body: a }))).toBe(true);
        expect(guard.tryPass(requestFingerprint({ method: 'POST', url: `${u}/x`, body: a }))).toBe(true);
      }),
    );
  });

  it('does not extend the window on a refused attempt, and forgets what is a window old', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: WINDOW - 1 }), { minLength: 1, maxLength: 10 }), (steps) => {
        const { guard, set } = guardAt(0);
        expect(guard.tryPass('k')).toBe(true);
        let t = 0;
        for (const step of steps) {
          t = Math.min(t + step, WINDOW - 1);
          set(t);
          expect(guard.tryPass('k')).toBe(false);
        }
        set(WINDOW);
        expect(guard.tryPass('other')).toBe(true);
        expect(guard.size).toBe(1);
        expect(guard.tryPass('k')).toBe(true);
      }),
    );
  });
});

describe('requestFingerprint', () => {
  it('ignores object key order', () => {
    expect(requestFingerprint({ method: 'POST', url: '/a', body: { x: 1, y: [1, 2] } })).toBe(
      requestFingerprint({ method: 'POST', url: '/a', body: { y: [1, 2], x: 1 } }),
    );
  });

  it('is a hash: the body is not readable from it', () => {
    const print = requestFingerprint({ method: 'POST', url: '/login', body: { password: 'secret-pw' } });
    expect(print).not.toContain('secret');
    expect(print).toMatch(/^[0-9a-z]+\.[0-9a-z]+$/);
  });

  it('tells FormData apart by fields and by file name, size and lastModified', () => {
    const form = (file: File, extra = '1') => {
      const data = new FormData();
      data.append('file', file);
      data.append('random', extra);
      return data;
    };
    const print = (body: FormData) => requestFingerprint({ method: 'POST', url: '/oss/upload', body });
    const a = new File(['aaaa'], 'a.pdf', { lastModified: 1 });
    expect(print(form(a))).toBe(print(form(new File(['aaaa'], 'a.pdf', { lastModified: 1 }))));
    expect(print(form(a))).not.toBe(print(form(new File(['aaaa'], 'b.pdf', { lastModified: 1 }))));
    expect(print(form(a))).not.toBe(print(form(new File(['aaaaa'], 'a.pdf', { lastModified: 1 }))));
    expect(print(form(a))).not.toBe(print(form(new File(['aaaa'], 'a.pdf', { lastModified: 2 }))));
    expect(print(form(a))).not.toBe(print(form(a, '2')));
  });

  it('tells binary bodies apart by content', () => {
    const print = (body: unknown) => requestFingerprint({ method: 'PUT', url: '/b', body });
    expect(print(new Uint8Array([1, 2, 3]))).toBe(print(new Uint8Array([1, 2, 3])));
    expect(print(new Uint8Array([1, 2, 3]))).not.toBe(print(new Uint8Array([1, 2, 4])));
  });

  it('never matches a body it cannot describe', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const { guard } = guardAt(0);
    expect(guard.tryPass(requestFingerprint({ method: 'POST', url: '/c', body: cyclic }))).toBe(true);
    expect(guard.tryPass(requestFingerprint({ method: 'POST', url: '/c', body: cyclic }))).toBe(true);
  });
});

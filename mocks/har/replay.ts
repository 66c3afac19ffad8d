import { fromTraffic } from '@mswjs/source/traffic';
import type { Entry } from 'har-format';
import { getResponse, type RequestHandler } from 'msw';
import { apiPathOf } from './api-path';
import { Masker } from './mask';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** JSON with its keys sorted, so `{"b":1,"a":2}` and `{"a":2,"b":1}` are one body. */
function canonicalJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonicalJson);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonicalJson((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * A write's body as the replay compares it: masked the way the import masked the recorded one
 * (a mobile number the tester types matches the recorded, masked one), JSON key order ignored.
 */
function bodyKey(text: string | undefined): string {
  if (!text) return '';
  const masked = new Masker().body(text);
  try {
    return JSON.stringify(canonicalJson(JSON.parse(masked)));
  } catch {
    return masked;
  }
}

/** The query, masked like the import masked it, in a fixed order (any order matches). */
function queryKey(url: URL): string {
  const masker = new Masker();
  const params = [...url.searchParams].map(([name, value]) => [name, masker.param(name, value)] as const);
  params.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return new URLSearchParams(params.map(([name, value]) => [name, value])).toString();
}

/** Method, `/api` path, query in any order and, for a write, the body: one recorded request. */
export function requestKey(method: string, url: string, body: string | undefined): string | undefined {
  const apiPath = apiPathOf(url);
  if (apiPath === undefined) return undefined;
  // Masked like the import masked the recorded path (a mobile number as a path segment).
  const path = new Masker().text(apiPath);
  const upper = method.toUpperCase();
  const query = queryKey(new URL(url, 'http://localhost'));
  return `${upper} ${path}?${query}${WRITES.has(upper) ? ` ${bodyKey(body)}` : ''}`;
}

export interface Replay {
  /** The recorded answer to this request, or undefined when the HAR holds none. */
  answer(request: Request): Promise<Response | undefined>;
}

/** fromTraffic's handlers, or none when an entry cannot become a Response (the request then falls through). */
function handlersOf(...args: Parameters<typeof fromTraffic>): RequestHandler[] {
  try {
    return fromTraffic(...args);
  } catch {
    return [];
  }
}

/**
 * Replays a HAR's entries. @mswjs/source's fromTraffic turns entries into handlers and answers
 * repeated requests in the recorded order (each one once, the last one from then on). It matches a
 * request by method and URL only, and its once-handlers are used up by any request to the same
 * path, whatever the query; so the entries are grouped by the full request key first (query in any
 * order, a write's body), each group gets fromTraffic's handlers of its own, and a group only ever
 * sees the requests that are its own.
 */
export function createReplay(entries: readonly Entry[]): Replay {
  const groups = new Map<string, Entry[]>();
  for (const entry of entries) {
    const key = requestKey(entry.request.method, entry.request.url, entry.request.postData?.text);
    if (key === undefined) continue;
    const group = groups.get(key) ?? [];
    group.push(entry);
    groups.set(key, group);
  }
  // Handlers are made for the origin the portal runs on (the recorded one was another host).
  const handlersByOrigin = new Map<string, Map<string, RequestHandler[]>>();

  function handlersFor(origin: string, key: string): RequestHandler[] | undefined {
    const group = groups.get(key);
    if (!group) return undefined;
    let byKey = handlersByOrigin.get(origin);
    if (!byKey) {
      byKey = new Map();
      handlersByOrigin.set(origin, byKey);
    }
    let handlers = byKey.get(key);
    if (!handlers) {
      // One URL for the whole group, so fromTraffic sees the entries as repeats of one request.
      const url = `${origin}${apiPathOf(group[0]?.request.url ?? '') ?? ''}`;
      handlers = handlersOf({ log: { version: '1.2', creator: { name: 'academic-portal', version: '1' }, entries: group } }, (entry) => ({
        ...entry,
        request: { ...entry.request, url, queryString: [] },
      }));
      byKey.set(key, handlers);
    }
    return handlers;
  }

  return {
    async answer(request) {
      const body = WRITES.has(request.method.toUpperCase()) ? await request.clone().text() : undefined;
      const key = requestKey(request.method, request.url, body);
      if (key === undefined) return undefined;
      const { origin } = new URL(request.url);
      const handlers = handlersFor(origin, key);
      if (!handlers) return undefined;
      // The group's handlers are made for the bare `/api` path: the query is part of the key already.
      const bare = new Request(`${origin}${apiPathOf(request.url) ?? ''}`, { method: request.method, headers: request.headers });
      return getResponse(handlers, bare);
    },
  };
}

import { HttpHandler, type RequestHandler } from 'msw';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operationMeta, type OperationId } from '@/shared/api/generated/operation-meta.gen';
import { handlers as registered } from '../handlers';
import { apiPathOf } from '../lib/on-api';

/*
 * The mocks are grouped by the contract's tags: mocks/api/<tag>/ holds the handlers of the
 * operations whose first tag is <tag> (the generated operation meta, read from openapi.yaml),
 * beside the tables that tag writes. A handler moved into another tag's folder, or written outside
 * mocks/api, fails here, and so does a module that reaches into another tag's folder past its face.
 */

const ROOT = process.cwd();
const API_DIR = join(ROOT, 'mocks', 'api');
const tagOf = new Map<string, string>(operationMeta.map((op) => [op.operationId, op.tag]));
const folders = readdirSync(API_DIR).filter((name) => statSync(join(API_DIR, name)).isDirectory());

/** Each folder's handlers.ts: the list mocks/handlers.ts registers for that tag. */
const handlerModules = import.meta.glob<{ handlers: RequestHandler[] }>('./*/handlers.ts', { eager: true });

/** The operation an MSW handler answers, found by the method and path onApi gives it. */
const operationAt = new Map(
  operationMeta.map(({ operationId }) => {
    const { method, path } = apiPathOf(operationId as OperationId);
    return [`${method.toUpperCase()} ${path}`, operationId];
  }),
);

/** Handlers for what the contract does not describe (media the pages play), by folder. */
const OUTSIDE_THE_CONTRACT = ['expert: GET */api/media/interviews/:file'];

function routeOf(handler: RequestHandler): string {
  if (!(handler instanceof HttpHandler)) return `not an HTTP handler: ${handler.info.header}`;
  return `${String(handler.info.method)} ${String(handler.info.path)}`;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'public' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The code without its comment lines, so an example in a comment is not taken for a registration. */
function code(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join('\n');
}

describe('mocks by contract tag', () => {
  it('has a folder for every tag of an operation, and no other', () => {
    expect([...folders].sort()).toEqual([...new Set(tagOf.values())].sort());
  });

  it("registers in each folder only its own tag's operations, every operation once", () => {
    const misplaced: string[] = [];
    const outside: string[] = [];
    const count = new Map<string, number>();
    for (const folder of folders) {
      const module = handlerModules[`./${folder}/handlers.ts`];
      expect(module?.handlers, `mocks/api/${folder}/handlers.ts exports its handlers`).toBeInstanceOf(Array);
      for (const handler of module?.handlers ?? []) {
        const route = routeOf(handler);
        const operationId = operationAt.get(route);
        if (!operationId) {
          outside.push(`${folder}: ${route}`);
          continue;
        }
        count.set(operationId, (count.get(operationId) ?? 0) + 1);
        const tag = tagOf.get(operationId);
        if (tag !== folder) misplaced.push(`${operationId} (tag ${tag}) is registered in mocks/api/${folder}/`);
      }
    }
    expect(misplaced).toEqual([]);
    expect(outside).toEqual(OUTSIDE_THE_CONTRACT);
    const notOnce = [...tagOf.keys()].filter((operationId) => count.get(operationId) !== 1);
    expect(notOnce, 'operations without exactly one stateful handler').toEqual([]);
  });

  it("has every folder's handlers registered by mocks/handlers.ts", () => {
    const missing = folders.flatMap((folder) =>
      (handlerModules[`./${folder}/handlers.ts`]?.handlers ?? [])
        .filter((handler) => !registered.includes(handler))
        .map((handler) => `${folder}: ${routeOf(handler)}`),
    );
    expect(missing).toEqual([]);
  });

  it("writes every onApi registration in its operation's tag folder", () => {
    const offences = sourceFiles(join(ROOT, 'mocks')).flatMap((file) =>
      [...code(readFileSync(file, 'utf8')).matchAll(/\bonApi\(\s*['"`](\w+)['"`]/g)].flatMap(([, operationId = '']) => {
        const folder = join(API_DIR, tagOf.get(operationId) ?? '?');
        return dirname(file) === folder ? [] : [`${relative(ROOT, file)}: onApi('${operationId}') belongs in ${relative(ROOT, folder)}/`];
      }),
    );
    expect(offences).toEqual([]);
  });

  /*
   * A tag's index.ts is its face: what the other tags may use of its tables and logic. Its
   * tables.ts (row types, its slice of the store, its seed) never reads the store, so the store
   * can compose every tag's tables.ts without an import circle; only the store and other tables.ts
   * take a tables.ts directly. mocks/handlers.ts alone registers each tag's handlers.ts. Test kits
   * (test-kit.ts) serve tests only, and tests may take what they test from anywhere.
   */
  it("reaches another tag's folder only through its face", () => {
    const offences: string[] = [];
    for (const file of sourceFiles(join(ROOT, 'mocks')).filter((path) => !path.endsWith('test-kit.ts'))) {
      const from = relative(ROOT, file).split('/');
      const ownTag = from[1] === 'api' ? from[2] : undefined;
      const isTables = from.at(-1) === 'tables.ts';
      const isStore = from[1] === 'db';
      for (const [, spec = ''] of code(readFileSync(file, 'utf8')).matchAll(/from\s*'(\.[^']*)'/g)) {
        const to = relative(ROOT, join(dirname(file), spec)).split('/');
        if (isTables && to[1] === 'db') offences.push(`${relative(ROOT, file)} reads the store (${spec})`);
        if (to[1] !== 'api' || to.length < 3 || to[2] === ownTag) continue;
        const inner = to.slice(3).join('/');
        const allowed =
          isTables || isStore
            ? inner === 'tables'
            : inner === '' || inner === 'index' || (relative(ROOT, file) === 'mocks/handlers.ts' && inner === 'handlers');
        if (!allowed) offences.push(`${relative(ROOT, file)} imports ${spec}`);
      }
    }
    expect(offences).toEqual([]);
  });
});

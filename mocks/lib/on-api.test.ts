import { HttpResponse } from 'msw';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operationMeta, type OperationId } from '@/shared/api/generated/operation-meta.gen';
import { server } from '../node';
import { contractPathOf, imageViewPath } from './contract-path';
import { apiPathOf, onApi } from './on-api';

describe('onApi', () => {
  it('answers the operation at its contract path and method, with path parameters', async () => {
    server.use(onApi('getDictData', ({ params }) => HttpResponse.json({ code: 599, msg: `字典 ${String(params.type)}` })));
    const answer = await fetch('http://localhost/api/dict/data/type/service_type').then((r) => r.json());
    expect(answer).toEqual({ code: 599, msg: '字典 service_type' });
  });

  it('leaves the same path with another method to its own handler', async () => {
    server.use(onApi('getScholarAuth', () => HttpResponse.json({ code: 599, msg: '读' })));
    expect(apiPathOf('submitScholarAuth')).toEqual({ method: 'post', path: '*/api/scholar/auth' });
    const posted = await fetch('http://localhost/api/scholar/auth', { method: 'POST', body: '{}' });
    expect(await posted.json()).not.toEqual({ code: 599, msg: '读' });
  });

  it('knows every operation of the contract, and refuses a name it does not know', () => {
    for (const { operationId } of operationMeta) expect(apiPathOf(operationId as OperationId).path).toMatch(/^\*\/api\//);
    expect(() => apiPathOf('noSuchOperation' as OperationId)).toThrow('noSuchOperation');
  });

  // The typecheck is the guard (`npm run typecheck` covers this file): each line below must fail
  // to compile. If the typing ever turns loose (operationId a plain string, params any), the
  // directive has nothing to expect and tsc fails on it instead.
  it('fails the typecheck for an operation the contract does not have, or a path parameter its path does not have', () => {
    // @ts-expect-error a renamed operation (the contract calls it getWork)
    expect(() => onApi('getWorkDetail', () => undefined)).toThrow('getWorkDetail');
    // @ts-expect-error a path parameter of another name (the contract path is /portal/work/detail/{id})
    const handler = onApi('getWork', ({ params }) => HttpResponse.json({ code: 200, msg: params.workId }));
    expect(handler.info.path).toBe('*/api/portal/work/detail/:id');
    // @ts-expect-error an operation without path parameters has none to read
    onApi('listArticles', ({ params }) => HttpResponse.json({ code: 200, msg: params.id }));
    // @ts-expect-error a contract path filled without its parameter
    expect(contractPathOf('imageView', {})).toBe('/common/imageView/');
  });

  it('fills a contract path with its parameters, one encoded segment each', () => {
    expect(contractPathOf('getResourceOrder', { orderId: '../x' })).toBe('/portal/resource/order/detail/..%2Fx');
    expect(imageViewPath('avatar-1001.svg')).toBe('/common/imageView/avatar-1001.svg');
  });
});

describe('handlers name operations, not paths', () => {
  // Path strings and templates (`${...}` read as one segment) given to http.<method>(...). The
  // scenarios' catch-alls (`*`) and the media the mocks serve outside the contract pass.
  const contractPaths = operationMeta.map(({ path }) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`));
  const isContractPath = (path: string) =>
    contractPaths.some((pattern) => pattern.test(path.replace(/\$\{[^}]*\}/g, 'x').replace(/:\w+/g, 'x')));
  const handlerPaths = (text: string): Array<{ line: number; path: string }> =>
    [...text.matchAll(/\bhttp\.(get|post|put|delete|patch|all)(?:<[^>]*>)?\(\s*(['"`])([^'"`]*)\2/g)]
      .map((match) => ({ line: text.slice(0, match.index).split('\n').length, path: match[3] ?? '' }))
      .filter(({ path }) => isContractPath(path.replace(/^\*/, '').replace(/^\/api(?=\/)/, '')));

  it('finds a contract path written by hand, and nothing else', () => {
    const sample = [
      "http.get<{ id: string }>('*/portal/work/detail/:id', resolver),",
      'http.post(\n  `*/api/center/auth`, resolver),',
      "http.all('*', passThrough),",
      'http.get(`*${INTERVIEW_VIDEO_PREFIX}:file`, video),',
    ].join('\n');
    expect(handlerPaths(sample)).toEqual([
      { line: 1, path: '*/portal/work/detail/:id' },
      { line: 2, path: '*/api/center/auth' },
    ]);
  });

  it('no module of mocks/ registers an MSW handler at a contract path by hand: onApi instead', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return walk(path);
        return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
      });
    const offences = walk(join(process.cwd(), 'mocks')).flatMap((file) =>
      handlerPaths(readFileSync(file, 'utf8')).map(({ line, path }) => `${relative(process.cwd(), file)}:${line} ${path}`),
    );
    expect(offences).toEqual([]);
  });
});

describe('test overrides name operations, not paths', () => {
  it('no test file writes an API path of the contract for MSW by hand: onApi or an Orval handler instead', () => {
    // Paths of operations, `{name}` matching any segment. The transport's own tests (mutator.test.ts)
    // may use made-up paths, and build paths in helpers, because the path is what they test.
    const contractPaths = operationMeta.map(({ path }) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`));
    const isContractPath = (path: string) => contractPaths.some((pattern) => pattern.test(path.replace(/:\w+/g, 'x')));
    const offences: string[] = [];
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'generated' ? [] : walk(path);
        return /\.test\.tsx?$/.test(name) ? [path] : [];
      });
    for (const file of [...walk(join(process.cwd(), 'src')), ...walk(join(process.cwd(), 'mocks'))]) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\b\w+\.(get|post|put|delete|patch|all)\(\s*['"`]([^'"`]*)['"`]/g)) {
        const path = /\/api(\/[^?]*)/.exec(match[2] ?? '')?.[1];
        if (path && isContractPath(path))
          offences.push(`${relative(process.cwd(), file)}:${text.slice(0, match.index).split('\n').length} ${match[2]}`);
      }
    }
    expect(offences).toEqual([]);
  });
});

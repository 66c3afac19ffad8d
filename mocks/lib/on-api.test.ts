import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../node';
import { apiPathOf, onApi } from './on-api';
import { operationMeta, type OperationId } from '@/shared/api/generated/operation-meta.gen';

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

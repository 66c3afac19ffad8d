import { API_BASE } from '@/shared/config';
import { operationMeta } from './generated/operation-meta.gen';
import type { OperationMeta } from './generated/operation-meta.gen';

interface CompiledOperation {
  meta: OperationMeta;
  pattern: RegExp;
  params: number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(meta: OperationMeta): CompiledOperation {
  let params = 0;
  const source = meta.path
    .split('/')
    .map((segment) =>
      segment.replace(/\{[^}]+\}|[^{]+/g, (part) => {
        if (part.startsWith('{')) {
          params += 1;
          return '[^/]+';
        }
        return escapeRegExp(part);
      }),
    )
    .join('/');
  return { meta, pattern: new RegExp(`^${source}$`), params };
}

// Literal paths before templated ones, so `/a/list` is never taken for `/a/{id}`.
let compiled: CompiledOperation[] | undefined;
function table(): CompiledOperation[] {
  compiled ??= operationMeta.map(compile).sort((a, b) => a.params - b.params);
  return compiled;
}

/** The contract path of a request URL: no origin, query, hash, `/api` base or trailing slash. */
export function operationPath(url: string): string {
  let path = url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, '').replace(/[?#].*$/, '');
  if (!path.startsWith('/')) path = `/${path}`;
  if (path === API_BASE || path.startsWith(`${API_BASE}/`)) path = path.slice(API_BASE.length) || '/';
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

/**
 * The contract's metadata of the operation a request targets, or undefined for a call the
 * contract does not know (the client then sends no token and uses the default timeout).
 */
export function findOperation(method: string, url: string): OperationMeta | undefined {
  const verb = method.toUpperCase();
  const path = operationPath(url);
  return table().find((op) => op.meta.method === verb && op.pattern.test(path))?.meta;
}

/**
 * Whether a request URL has a `.` or `..` path segment (also percent-encoded): the browser would
 * resolve it and send the request, with its token, to another path than the one it was built for
 * (an id of `../../login/user/getInfo`). Path parameters are encoded (orval's
 * `urlEncodeParameters`), so a `/` inside an id stays inside its segment; a whole `..` does not.
 */
export function hasDotSegment(url: string): boolean {
  return operationPath(url)
    .split('/')
    .some((segment) => {
      let decoded: string;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        return false;
      }
      return decoded === '.' || decoded === '..';
    });
}

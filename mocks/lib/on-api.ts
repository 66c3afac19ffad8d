import { http, type HttpHandler, type HttpResponseResolver, type RequestHandlerOptions } from 'msw';
import { operationMeta, type OperationId, type OperationMeta } from '@/shared/api/generated/operation-meta.gen';

type Method = Lowercase<OperationMeta['method']>;

/** The MSW path of an operation: any origin, the `/api` base, `{name}` as `:name`. */
export function apiPathOf(operationId: OperationId): { method: Method; path: string } {
  const meta = operationMeta.find((row) => row.operationId === operationId);
  if (!meta) throw new Error(`onApi: the contract has no operation "${operationId}"`);
  return { method: meta.method.toLowerCase() as Method, path: `*/api${meta.path.replace(/\{(\w+)\}/g, ':$1')}` };
}

/**
 * A test's own answer for one operation of the contract, named by its operationId: the method and
 * the path come from openapi.yaml (through the generated operation meta), so no test writes an
 * API path again and a renamed or moved operation fails to compile. For a typed happy answer use
 * Orval's handler (`get<Operation>MockHandler(body)` in generated/endpoints/<tag>/<tag>.msw.ts);
 * this one is for what a typed answer cannot say: a refusal, a 500, a dropped connection, an
 * answer of the wrong shape, a slow or a counted answer.
 *
 *   server.use(onApi('getInfo', () => HttpResponse.json({ code: 401, msg: '令牌过期' })));
 *   server.use(onApi('listExperts', () => HttpResponse.error(), { once: true }));
 */
export function onApi(operationId: OperationId, resolver: HttpResponseResolver, options?: RequestHandlerOptions): HttpHandler {
  const { method, path } = apiPathOf(operationId);
  return http[method](path, resolver, options);
}

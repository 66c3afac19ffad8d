import { http, type DefaultBodyType, type HttpHandler, type HttpResponseResolver, type RequestHandlerOptions } from 'msw';
import type { OperationId, OperationMeta } from '@/shared/api/generated/operation-meta.gen';
import { operationOf, type PathParamsOf } from './contract-path';

export type { PathParamsOf } from './contract-path';

type Method = Lowercase<OperationMeta['method']>;

/** The MSW path of an operation: any origin, the `/api` base, `{name}` as `:name`. */
export function apiPathOf(operationId: OperationId): { method: Method; path: string } {
  const meta = operationOf(operationId);
  return { method: meta.method.toLowerCase() as Method, path: `*/api${meta.path.replace(/\{(\w+)\}/g, ':$1')}` };
}

/**
 * The handler of one operation of the contract, named by its operationId: the method and the path
 * come from openapi.yaml (through the generated operation meta), and so do the names of its path
 * parameters (`params.id` compiles only where the contract path has `{id}`). No handler writes an
 * API path: a renamed or removed operation, or a renamed path parameter, fails the typecheck, and a
 * moved path moves its handler with it.
 *
 * Every stateful handler is registered with it (mocks/api/<tag>), and a test overrides one operation
 * with it. For a typed happy answer in a test use Orval's handler (`get<Operation>MockHandler(body)`
 * in generated/endpoints/<tag>/<tag>.msw.ts); this one is for what a typed answer cannot say: a
 * refusal, a 500, a dropped connection, an answer of the wrong shape, a slow or a counted answer.
 *
 *   onApi('getWork', ({ params }) => okData(workOf(params.id)));
 *   server.use(onApi('getInfo', () => HttpResponse.json({ code: 401, msg: '令牌过期' })));
 *   server.use(onApi('listExperts', () => HttpResponse.error(), { once: true }));
 */
export function onApi<Id extends OperationId>(
  operationId: Id,
  resolver: HttpResponseResolver<PathParamsOf<Id>, DefaultBodyType>,
  options?: RequestHandlerOptions,
): HttpHandler {
  const { method, path } = apiPathOf(operationId);
  return http[method]<PathParamsOf<Id>, DefaultBodyType>(path, resolver, options);
}

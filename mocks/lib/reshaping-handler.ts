import { HttpResponse, getResponse, http, type RequestHandler } from 'msw';

/**
 * A scenario that answers a contract call through the rest of the handlers, then reshapes the
 * JSON body (drift, ruoyi, sparse). `reshape` returns the body itself when it leaves it as it is;
 * binary answers pass unchanged, and so do the calls `exempt` names (the session's own).
 */
export function createReshapingHandler(options: {
  isActive: () => boolean;
  operationOf: (request: Request) => string | undefined;
  next: () => RequestHandler[];
  exempt: ReadonlySet<string>;
  reshape: (operationId: string, body: unknown) => unknown;
}) {
  const { isActive, operationOf, next, exempt, reshape } = options;
  return http.all('*', async ({ request }) => {
    if (!isActive()) return undefined;
    const operationId = operationOf(request);
    if (!operationId || exempt.has(operationId)) return undefined;
    const response = await getResponse(next(), request.clone());
    if (!response) return undefined;
    if (!/json/i.test(response.headers.get('content-type') ?? '')) return response;
    const body: unknown = await response.clone().json();
    const reshaped = await reshape(operationId, body);
    const isObject = typeof reshaped === 'object' && reshaped !== null && !Array.isArray(reshaped);
    return reshaped === body || !isObject ? response : HttpResponse.json(reshaped as Record<string, unknown>, { status: response.status });
  });
}

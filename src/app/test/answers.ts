import type { JsonBodyType } from 'msw';
import { HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { onApi } from '@mocks/lib/on-api';
import type { OperationId } from '@/shared/api/generated/operation-meta.gen';

/** A list answer with no rows, as the contract pages it. */
export const EMPTY_PAGE = { code: 200, msg: '操作成功', data: { rows: [], total: 0, page: 1, pageSize: 10 } };

/** An answer with no items, for an operation whose data is a plain array (the check types). */
export const EMPTY_LIST = { code: 200, msg: 'ok', data: [] };

/**
 * Answers the operation with `empty` until the test switches `mode` to 'error' (a refusal with
 * `failure`) and then to 'real' (the stateful mock again), so one test can walk empty → error →
 * retry.
 */
export function stubEmptyThenFailure(operationId: OperationId, empty: JsonBodyType, failure: string) {
  const stub: { mode: 'empty' | 'error' | 'real' } = { mode: 'empty' };
  server.use(
    onApi(operationId, () =>
      stub.mode === 'empty' ? HttpResponse.json(empty) : stub.mode === 'error' ? HttpResponse.json({ code: 500, msg: failure }) : undefined,
    ),
  );
  return stub;
}

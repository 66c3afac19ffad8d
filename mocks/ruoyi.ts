import type { RequestHandler } from 'msw';
import { DRIFT_EXEMPT } from './drift';
import { createReshapingHandler } from './lib/reshaping-handler';

/**
 * The `ruoyi` scenario (`?mock=ruoyi`): answers in the conventions of the RuoYi Java admin stack
 * the specified system descends from. A paged list is RuoYi's TableDataInfo:
 * `{"code":200,"msg":"查询成功","rows":[...],"total":N}`, rows and total at the top of the
 * envelope, no `data`, no page/pageSize echoed back; some operations send `total` as a numeric
 * string, as a backend that serialises a `Long` to a string does (always the same operations, so
 * a QA report can be reproduced). Everything else (details, bare lists, saves) stays an
 * AjaxResult, its value under `data`.
 *
 * The session's own calls keep their shape, as under drift (mocks/drift.ts says why).
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i += 1) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

/** Whether an operation's lists send `total` as a numeric string ("12"): about half of them. */
export function totalAsString(operationId: string): boolean {
  return hash(`ruoyi:${operationId}`) % 2 === 1;
}

/** RuoYi's message for a table page. */
export const RUOYI_TABLE_MSG = '查询成功';

/**
 * A successful envelope as RuoYi would send it: a page of a list (`data` with a `rows` array)
 * becomes a TableDataInfo; anything else is returned as it is.
 */
export function toRuoyi(operationId: string, body: unknown): unknown {
  if (!isRecord(body) || Number(body.code) !== 200 || !isRecord(body.data) || !Array.isArray(body.data.rows)) return body;
  const { rows, total } = body.data;
  const count = typeof total === 'number' ? total : rows.length;
  return { code: 200, msg: RUOYI_TABLE_MSG, rows, total: totalAsString(operationId) ? String(count) : count };
}

/** Answers a contract call through the rest of the handlers, then reshapes a list page (see toRuoyi). */
export function createRuoyiHandler(
  isActive: () => boolean,
  operationOf: (request: Request) => string | undefined,
  next: () => RequestHandler[],
) {
  return createReshapingHandler({ isActive, operationOf, next, exempt: DRIFT_EXEMPT, reshape: toRuoyi });
}

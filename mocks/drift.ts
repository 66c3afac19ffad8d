import type { RequestHandler } from 'msw';
import { createReshapingHandler } from './lib/reshaping-handler';

/**
 * The `drift` scenario (`?mock=drift`): every JSON answer of the stateful data set comes back in
 * another shape than the contract's, the way a backend written from the specification alone
 * might answer. Each operation always drifts the same way (picked by its operationId), so a
 * screen shows the same fault on every visit and a QA report can be reproduced.
 *
 * The session's own calls (log-in, user info, captcha, log-out, password) answer normally:
 * QA walk the pages of a logged-in account under drift, and a session that cannot start would
 * hide every page behind the login screen. Their drift is covered by the contract check's tests.
 */
export const DRIFT_KINDS = ['string-for-object', 'object-for-list', 'list-for-object', 'missing-fields', 'numbers-as-strings'] as const;
export type DriftKind = (typeof DRIFT_KINDS)[number];

/** Calls that keep their shape under drift (see above). */
export const DRIFT_EXEMPT: ReadonlySet<string> = new Set([
  'sendSms',
  'sendCode',
  'smsLogin',
  'logout',
  'getInfo',
  'getCaptchaImage',
  'agentLogin',
  'agentLoginForeign',
  'forgotPass',
  'resetPassWord',
]);

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i += 1) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The drift an operation always gets. */
export function driftKindOf(operationId: string): DriftKind {
  return DRIFT_KINDS[hash(operationId) % DRIFT_KINDS.length] ?? 'missing-fields';
}

function numbersAsStrings(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(numbersAsStrings);
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, numbersAsStrings(v)]));
  return value;
}

/** Drops every other field of an object, and of each row of a list. */
function withoutFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutFields);
  if (!isRecord(value)) return value;
  const entries = Object.entries(value);
  if (Array.isArray(value.rows)) return { ...value, rows: value.rows.map(withoutFields) };
  return Object.fromEntries(entries.filter((_, index) => index % 2 === 1));
}

/**
 * The answer's `data` in another shape. A list page (`{rows, ...}`) drifts in its rows, the part
 * a screen iterates over.
 */
export function applyDrift(kind: DriftKind, data: unknown): unknown {
  if (isRecord(data) && Array.isArray(data.rows) && kind !== 'numbers-as-strings' && kind !== 'missing-fields') {
    return { ...data, rows: applyDrift(kind, data.rows) };
  }
  switch (kind) {
    case 'string-for-object':
      return Array.isArray(data) || isRecord(data) ? '[object Object]' : data;
    case 'object-for-list':
      return Array.isArray(data) ? { list: data } : isRecord(data) ? { value: data } : { value: data };
    case 'list-for-object':
      return Array.isArray(data) ? data.map((row) => [row]) : [data];
    case 'missing-fields':
      return data === undefined || data === null ? data : withoutFields(data);
    case 'numbers-as-strings':
      return numbersAsStrings(data);
  }
}

/**
 * Answers a contract call through the rest of the handlers, then drifts the `data` of a
 * successful JSON envelope. Binary answers and error envelopes pass unchanged.
 */
export function createDriftHandler(
  isActive: () => boolean,
  operationOf: (request: Request) => string | undefined,
  next: () => RequestHandler[],
) {
  return createReshapingHandler({
    isActive,
    operationOf,
    next,
    exempt: DRIFT_EXEMPT,
    reshape: (operationId, body) =>
      !isRecord(body) || Number(body.code) !== 200 || !('data' in body)
        ? body
        : { ...body, data: applyDrift(driftKindOf(operationId), body.data) },
  });
}

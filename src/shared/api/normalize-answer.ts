import type { DataShape, FieldShape } from './answer-shape';
import type { ContractDeviation } from './contract-drift';

/*
 * One normalisation step for the envelope and for lists, before the contract check
 * (docs/adr/0001-contract-strictness.md). The backend the portal replaces descends from a Java
 * admin stack (RuoYi family), whose answers mean what the contract means in other places:
 *
 * - a page of a list: rows from `data.rows`, or from the names Java backends use for them
 *   (`list` PageHelper, `records` MyBatis-Plus, `content` Spring Data, `items`, `dataList`), in
 *   `data` or at the top level of the envelope (RuoYi's TableDataInfo), or `data` itself when it
 *   is an array; `total` from wherever it stands (`total`, `totalCount`, `totalElements`,
 *   `count`), a number or a numeric string, else counted from the rows; `page` and `pageSize`
 *   from the answer (`pageNum`, `current`, `pageNo`, `size`) or what the request asked;
 * - a GET whose fields stand at the top level of the envelope instead of under `data` is read
 *   from there (not for an operation whose missing `data` SPEC makes a rejection: user info);
 * - a list of rows at the top level of the envelope where `data` should be that list.
 *
 * Each repair is a tolerated deviation (operation, pointer, what was repaired), so the 「契约偏差」
 * report still tells the backend team. What has no plain meaning (rows that are a string or an
 * object, `data` a string) is left as it came, and the contract check fails it.
 */

/** Where Java backends put the rows of a page, in the order they are tried. */
export const ROW_KEYS = ['rows', 'list', 'records', 'content', 'items', 'dataList'] as const;
const TOTAL_KEYS = ['total', 'totalCount', 'totalElements', 'count'] as const;
const PAGE_KEYS = ['page', 'pageNum', 'current', 'pageNo'] as const;
const PAGE_SIZE_KEYS = ['pageSize', 'size', 'limit'] as const;
/** Every name above: read into rows, total, page and pageSize, never copied as they came. */
const PAGING_KEYS = new Set<string>([...ROW_KEYS, ...TOTAL_KEYS, ...PAGE_KEYS, ...PAGE_SIZE_KEYS]);
/** The envelope's own fields: never read as data. */
const ENVELOPE_KEYS = new Set(['code', 'msg', 'message', 'data']);

export interface NormalizeOptions {
  /** The request's own page and pageSize (query or body), the default of the answer's echo. */
  request?: { page?: unknown; pageSize?: unknown };
  /** Whether fields at the top level of the envelope may stand for a missing `data` (GETs, but user info). */
  liftTopLevel: boolean;
}

export interface Normalized {
  envelope: Record<string, unknown>;
  deviations: ContractDeviation[];
}

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const NUMERIC = /^\s*\d+\s*$/;

/** A non-negative integer from a number or a numeric string, else undefined. */
function count(value: unknown): number | undefined {
  const number = typeof value === 'string' && NUMERIC.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : undefined;
}

function firstKey<K extends string>(holder: Json, keys: readonly K[], accept: (value: unknown) => boolean): K | undefined {
  return keys.find((key) => key in holder && accept(holder[key]));
}

const tolerated = (pointer: string, expected: string, received: string): ContractDeviation => ({
  pointer,
  expected,
  received,
  repaired: true,
});

/** Where a value was found, in the words of the report. */
const where = (inData: boolean, key: string) => (inData ? `data.${key}` : `信封顶层 ${key}`);

function normalizePage(envelope: Json, fields: Map<string, FieldShape>, options: NormalizeOptions): Normalized | undefined {
  const deviations: ContractDeviation[] = [];
  const data = envelope.data;
  let rows: unknown[] | undefined;
  let holder: Json | undefined;
  let inData = true;

  if (Array.isArray(data)) {
    // `data` is the list itself: its rows, with no paging facts.
    rows = data;
    deviations.push(tolerated('', '对象（rows、total）', `数组（${data.length} 项，作为 rows）`));
    holder = {};
  } else {
    const candidates: Array<[Json, boolean]> = [];
    if (isRecord(data)) candidates.push([data, true]);
    // The top level only where `data` is not there to hold the page.
    if (data === undefined || data === null) candidates.push([envelope, false]);
    for (const [candidate, candidateInData] of candidates) {
      if ('rows' in candidate && !Array.isArray(candidate.rows)) return undefined; // rows of no plain meaning: the check fails it
      const key = firstKey(candidate, ROW_KEYS, Array.isArray);
      if (!key) continue;
      rows = candidate[key] as unknown[];
      holder = candidate;
      inData = candidateInData;
      if (key !== 'rows' || !candidateInData)
        deviations.push(tolerated('/rows', '数组（data.rows）', `数组（${where(candidateInData, key)}）`));
      break;
    }
  }
  if (!rows || !holder) return undefined;

  const page: Json = {};
  // The page's other fields (the contract may declare more than the paging facts).
  for (const [key, value] of Object.entries(holder)) {
    if (!inData && ENVELOPE_KEYS.has(key)) continue;
    if (PAGING_KEYS.has(key)) continue;
    page[key] = value;
  }
  page.rows = rows;

  const echo = (keys: readonly string[], name: 'page' | 'pageSize', fallback: number) => {
    const key = firstKey(holder, keys, (value) => count(value) !== undefined);
    if (key) {
      page[name] = count(holder[key]);
      if (key !== name || !inData) deviations.push(tolerated(`/${name}`, `数字（data.${name}）`, `${where(inData, key)}`));
      return;
    }
    const requested = count(options.request?.[name]);
    page[name] = requested !== undefined && requested > 0 ? requested : fallback;
    if (fields.get(name)?.required) deviations.push(tolerated(`/${name}`, '数字', '缺失（取请求所传的值）'));
  };
  echo(PAGE_KEYS, 'page', 1);
  echo(PAGE_SIZE_KEYS, 'pageSize', Math.max(rows.length, 1));

  const totalKey = firstKey(holder, TOTAL_KEYS, (value) => count(value) !== undefined);
  if (totalKey) {
    const raw = holder[totalKey];
    page.total = count(raw);
    if (totalKey !== 'total' || !inData) deviations.push(tolerated('/total', '数字（data.total）', where(inData, totalKey)));
    else if (typeof raw === 'string') deviations.push(tolerated('/total', '数字', `字符串 ${JSON.stringify(raw)}`));
  } else if ('total' in holder && holder.total !== null && holder.total !== undefined) {
    // A total of no plain meaning (a word, a negative number): the check reports and fails it.
    page.total = holder.total;
  } else {
    // No total at all: what the rows show, counting the pages before this one.
    page.total = ((page.page as number) - 1) * (page.pageSize as number) + rows.length;
    if (fields.get('total')?.required) deviations.push(tolerated('/total', '数字', '缺失（按已收到的行数计）'));
  }

  if (!inData) {
    deviations.push(tolerated('', '对象（data 内）', '缺失（分页字段在信封顶层）'));
  }
  const envelopeOut: Json = {};
  for (const key of ['code', 'msg']) if (key in envelope) envelopeOut[key] = envelope[key];
  envelopeOut.data = page;
  return { envelope: envelopeOut, deviations };
}

function topLevelFields(envelope: Json): Json {
  return Object.fromEntries(Object.entries(envelope).filter(([key]) => !ENVELOPE_KEYS.has(key)));
}

/**
 * The envelope with its `data` where the contract expects it (see above), and the repairs made.
 * Never changes what it was given.
 */
export function normalizeAnswer(shape: DataShape, envelope: unknown, options: NormalizeOptions): Normalized {
  const none: Normalized = { envelope: envelope as Json, deviations: [] };
  if (!isRecord(envelope)) return none;

  if (shape.kind === 'page') return normalizePage(envelope, shape.fields, options) ?? none;

  const missing = envelope.data === undefined || envelope.data === null;
  if (!missing || !options.liftTopLevel) return none;

  if (shape.kind === 'object') {
    const top = topLevelFields(envelope);
    const known = Object.keys(top).filter((key) => shape.fields.has(key));
    if (known.length === 0) return none;
    return {
      envelope: { code: envelope.code, msg: envelope.msg, data: top },
      deviations: [tolerated('', '对象（data 内）', `缺失（${known.length} 个字段在信封顶层）`)],
    };
  }
  if (shape.kind === 'array') {
    const key = firstKey(envelope, ROW_KEYS, Array.isArray);
    if (!key) return none;
    const list = envelope[key] as unknown[];
    return {
      envelope: { code: envelope.code, msg: envelope.msg, data: list },
      deviations: [tolerated('', '数组（data）', `数组（信封顶层 ${key}，${list.length} 项）`)],
    };
  }
  return none;
}

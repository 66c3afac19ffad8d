/**
 * The part of a list answer a list screen reads: a page, `{ data: { rows, total } }`, or a whole
 * list, `{ data: [...] }` (a contract answer whose data is the list itself), any of it missing.
 */
export interface PagedAnswer<Row> {
  data?: { rows?: ReadonlyArray<Row | null | undefined> | null; total?: number | null } | ReadonlyArray<Row | null | undefined> | null;
}

const isList = <Row>(data: PagedAnswer<Row>['data']): data is ReadonlyArray<Row | null | undefined> => Array.isArray(data);

/**
 * The rows and the total of a list answer (a whole list: its length), whatever the server left
 * out: no null rows, and a total that is a finite, non-negative count (the rows' count when the
 * server gave none).
 */
export function listPage<Row>(answer: PagedAnswer<Row> | undefined): { rows: Row[]; total: number } {
  const data = answer?.data;
  const whole = isList(data) ? data : undefined;
  const page = isList(data) ? undefined : data;
  const rows = (whole ?? page?.rows ?? []).filter((row): row is Row => row !== null && row !== undefined);
  const total = whole ? whole.length : page?.total;
  return { rows, total: typeof total === 'number' && Number.isFinite(total) ? Math.max(0, Math.floor(total)) : rows.length };
}

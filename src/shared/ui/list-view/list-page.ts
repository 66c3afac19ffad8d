/** The part of a paged answer a list screen reads: `{ data: { rows, total } }`, any of it missing. */
export interface PagedAnswer<Row> {
  data?: { rows?: ReadonlyArray<Row | null | undefined> | null; total?: number | null } | null;
}

/**
 * The rows and the total of a paged answer, whatever the server left out: no null rows, and a
 * total that is a finite, non-negative count (the rows' count when the server gave none).
 */
export function listPage<Row>(answer: PagedAnswer<Row> | undefined): { rows: Row[]; total: number } {
  const rows = (answer?.data?.rows ?? []).filter((row): row is Row => row !== null && row !== undefined);
  const total = answer?.data?.total;
  return { rows, total: typeof total === 'number' && Number.isFinite(total) ? Math.max(0, Math.floor(total)) : rows.length };
}

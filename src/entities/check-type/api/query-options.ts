/** What a caller may tune on a check-type query; everything else is the generated hook's. */
export interface CheckTypeQueryOptions {
  /** `false` holds the query back (another list applies). */
  enabled?: boolean;
  /** The caller shows a failure in place, so the client shows no toast. */
  silent?: boolean;
  /** How long an answer stays fresh; unset keeps the client's default. */
  staleTime?: number;
}

/**
 * The generated hook's options. Only the keys the caller set: an explicit `staleTime: undefined`
 * would override the query client's default.
 */
export function toGeneratedOptions({ enabled, silent, staleTime }: CheckTypeQueryOptions = {}) {
  return {
    query: { ...(enabled === undefined ? {} : { enabled }), ...(staleTime === undefined ? {} : { staleTime }) },
    request: silent === undefined ? undefined : { silent },
  };
}

import { DUPLICATE_SUBMIT_WINDOW_MS } from '@/shared/config';
import { DuplicateGuard } from '@/shared/lib/duplicate-guard';

/** The one guard of the client; apart from http.ts so resetting it does not load axios. */
export const guard = new DuplicateGuard({ windowMs: DUPLICATE_SUBMIT_WINDOW_MS });

/** Forgets every remembered submit (tests; a logout may also want a clean slate). */
export function resetDuplicateGuard(): void {
  guard.reset();
}

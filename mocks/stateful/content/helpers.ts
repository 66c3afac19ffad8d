import { formatDate } from '../../lib/date-time';
import { fail } from '../../lib/respond';
import { CONTENT_MESSAGES } from './messages';

/** Small helpers of the portal's content handlers. */

export function intOf(raw: string | null | undefined): number | undefined {
  return raw && /^\d+$/.test(raw.trim()) ? Number(raw) : undefined;
}

export function idOf(raw: unknown): number {
  return typeof raw === 'number' ? raw : (intOf(typeof raw === 'string' ? raw : undefined) ?? Number.NaN);
}

export const notFound = () => fail(404, CONTENT_MESSAGES.notFound);

/** Date-based business numbers: prefix + YYYYMMDD (Beijing) + a 4-digit sequence. */
export function businessNumber(prefix: string, seq: number): string {
  return `${prefix}${formatDate(new Date()).replaceAll('-', '')}${String(seq).padStart(4, '0')}`;
}

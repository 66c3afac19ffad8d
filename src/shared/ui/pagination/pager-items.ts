import { PAGE_MAX, PAGER_BUTTONS, PAGER_QUICK_JUMP } from '@/shared/config';

/**
 * What the pager shows (SPEC §9): numbered buttons, at most `buttons` of them (7), always the
 * first, the last and the current page; where pages are left out, a '…' button that jumps by
 * PAGER_QUICK_JUMP (5) pages, clamped to the first and last page.
 */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'jump-prev'; page: number } | { kind: 'jump-next'; page: number };

/** Pages for `total` rows, at least 1 and at most PAGE_MAX (1000). */
export function pageCountOf(total: number, pageSize: number, max: number = PAGE_MAX): number {
  if (!Number.isFinite(total) || !Number.isFinite(pageSize) || pageSize <= 0) return 1;
  return Math.min(max, Math.max(1, Math.ceil(total / pageSize)));
}

/** `page` moved into 1..pageCount (a non-number becomes 1). */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, pageCount), Math.max(1, Math.trunc(page)));
}

/**
 * The pager's items, in order. `page` is clamped first; `buttons` below 5 is raised to 5 (first,
 * last and a window of at least three around the current page).
 */
export function pagerItems(page: number, pageCount: number, buttons: number = PAGER_BUTTONS, jump: number = PAGER_QUICK_JUMP): PagerItem[] {
  const count = Math.max(1, Math.trunc(Number.isFinite(pageCount) ? pageCount : 1));
  const current = clampPage(page, count);
  const size = Math.max(5, Math.trunc(buttons));
  if (count <= size) return Array.from({ length: count }, (_, index) => ({ kind: 'page', page: index + 1 }));

  // A window of size-2 pages around the current one, pushed inside 2..count-1.
  const inner = size - 2;
  let start = current - Math.floor((inner - 1) / 2);
  start = Math.max(2, Math.min(start, count - inner));
  const end = start + inner - 1;

  const items: PagerItem[] = [{ kind: 'page', page: 1 }];
  if (start > 2) items.push({ kind: 'jump-prev', page: Math.max(1, current - jump) });
  for (let p = start; p <= end; p += 1) items.push({ kind: 'page', page: p });
  if (end < count - 1) items.push({ kind: 'jump-next', page: Math.min(count, current + jump) });
  items.push({ kind: 'page', page: count });
  return items;
}

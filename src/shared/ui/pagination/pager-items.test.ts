import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPage, pageCountOf, pagerItems, type PagerItem } from './pager-items';

const numbered = (items: PagerItem[]) => items.filter((item) => item.kind === 'page').map((item) => item.page);
const pageCount = fc.integer({ min: 1, max: 1000 });
const anyPage = fc.integer({ min: -50, max: 1100 });

describe('pagerItems (SPEC §9: 7 buttons, quick jump by 5)', () => {
  it('shows every page when there are at most 7', () => {
    expect(numbered(pagerItems(3, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerItems(1, 1)).toEqual([{ kind: 'page', page: 1 }]);
  });

  it('lays out the first, middle and last pages of a long list', () => {
    expect(pagerItems(1, 20)).toEqual([
      { kind: 'page', page: 1 },
      { kind: 'page', page: 2 },
      { kind: 'page', page: 3 },
      { kind: 'page', page: 4 },
      { kind: 'page', page: 5 },
      { kind: 'page', page: 6 },
      { kind: 'jump-next', page: 6 },
      { kind: 'page', page: 20 },
    ]);
    expect(pagerItems(10, 20)).toEqual([
      { kind: 'page', page: 1 },
      { kind: 'jump-prev', page: 5 },
      { kind: 'page', page: 8 },
      { kind: 'page', page: 9 },
      { kind: 'page', page: 10 },
      { kind: 'page', page: 11 },
      { kind: 'page', page: 12 },
      { kind: 'jump-next', page: 15 },
      { kind: 'page', page: 20 },
    ]);
    expect(numbered(pagerItems(20, 20))).toEqual([1, 15, 16, 17, 18, 19, 20]);
    expect(pagerItems(18, 20).find((item) => item.kind === 'jump-next')).toBeUndefined();
  });

  it('never shows more than 7 numbered buttons; always the first, the last and the current page', () => {
    fc.assert(
      fc.property(anyPage, pageCount, (page, count) => {
        const pages = numbered(pagerItems(page, count));
        const current = clampPage(page, count);
        return (
          pages.length <= 7 && pages.includes(1) && pages.includes(count) && pages.includes(current) && pages.length === Math.min(7, count)
        );
      }),
    );
  });

  it('numbers ascend without repeats inside 1..pageCount; a gap always holds one jump button', () => {
    fc.assert(
      fc.property(anyPage, pageCount, (page, count) => {
        const items = pagerItems(page, count);
        for (let i = 1; i < items.length; i += 1) {
          const before = items[i - 1];
          const item = items[i];
          if (!before || !item) return false;
          if (before.kind === 'page' && item.kind === 'page' && item.page !== before.page + 1) return false;
          if (item.kind !== 'page' && (before.kind !== 'page' || items[i + 1]?.kind !== 'page')) return false;
        }
        const pages = numbered(items);
        return pages.every((p, i) => p >= 1 && p <= count && (i === 0 || p > (pages[i - 1] ?? 0)));
      }),
    );
  });

  it('jumps ±5 from the current page, clamped to the first and last page', () => {
    fc.assert(
      fc.property(anyPage, pageCount, (page, count) => {
        const current = clampPage(page, count);
        return pagerItems(page, count).every((item) => {
          if (item.kind === 'jump-prev') return item.page === Math.max(1, current - 5) && item.page < current;
          if (item.kind === 'jump-next') return item.page === Math.min(count, current + 5) && item.page > current;
          return true;
        });
      }),
    );
  });

  it('honours another number of buttons', () => {
    fc.assert(
      fc.property(
        anyPage,
        pageCount,
        fc.integer({ min: 5, max: 11 }),
        (page, count, buttons) => numbered(pagerItems(page, count, buttons)).length <= buttons,
      ),
    );
  });
});

describe('page clamping', () => {
  it('keeps the page inside 1..pageCount', () => {
    fc.assert(
      fc.property(fc.oneof(anyPage, fc.constant(Number.NaN)), pageCount, (page, count) => {
        const clamped = clampPage(page, count);
        return clamped >= 1 && clamped <= count && (page >= 1 && page <= count ? clamped === page : true);
      }),
    );
  });

  it('counts pages from the total: at least 1, at most 1000', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
    expect(pageCountOf(1_000_000, 10)).toBe(1000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 100 }), (total, size) => {
        const count = pageCountOf(total, size);
        return count >= 1 && count <= 1000 && (count === 1000 || count * size >= total);
      }),
    );
  });
});

import { Button, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import { PAGE_SIZE_DEFAULT, PAGER_BUTTONS, PAGER_QUICK_JUMP } from '@/shared/config';
import { scrollIntoViewRespectingMotion } from '@/shared/lib/a11y';
import { clampPage, pageCountOf, pagerItems } from './pager-items';

export interface PaginationProps {
  /** Rows over all pages (the list answer's `total`). */
  total: number;
  /** The current page, 1-based. */
  page: number;
  /** Rows per page; PAGE_SIZE_DEFAULT (10) unless given. */
  pageSize?: number;
  /**
   * A new page (and page size). Also called without a click when `total` shrank below the
   * current page, with the last page that still exists.
   */
  onChange: (page: number, pageSize: number) => void;
  /** When given, a page-size selector with these sizes is shown. */
  pageSizes?: readonly number[];
  /** Scrolled into view after a click (the list's top), instantly when motion is reduced. */
  scrollTargetRef?: RefObject<HTMLElement | null>;
  /** Called after a click instead of, or besides, scrolling `scrollTargetRef`. */
  onAfterChange?: (page: number, pageSize: number) => void;
  /** Hides '共 N 条'. */
  hideTotal?: boolean;
  disabled?: boolean;
  /** The navigation landmark's name. */
  label?: string;
}

/**
 * The list pager of SPEC §9: 7 page buttons, '…' buttons that jump 5 pages, at most page 1000,
 * hidden while everything fits on one page. Plain buttons, so it works from the keyboard; the
 * current page carries aria-current.
 */
export function Pagination({
  total,
  page,
  pageSize = PAGE_SIZE_DEFAULT,
  onChange,
  pageSizes,
  scrollTargetRef,
  onAfterChange,
  hideTotal = false,
  disabled = false,
  label = '分页',
}: PaginationProps) {
  const pageCount = pageCountOf(total, pageSize);
  const current = clampPage(page, pageCount);

  // The total shrank (a filter, a deletion): tell the owner which page is left, once per change.
  useEffect(() => {
    if (current !== page) onChange(current, pageSize);
  }, [current, page, pageSize, onChange]);

  if (total <= pageSize) return null;

  const go = (target: number, size: number = pageSize) => {
    if (disabled) return;
    const next = clampPage(target, pageCountOf(total, size));
    if (next === current && size === pageSize) return;
    onChange(next, size);
    scrollIntoViewRespectingMotion(scrollTargetRef?.current);
    onAfterChange?.(next, size);
  };

  const changeSize = (size: number) => {
    // Keep the first row of the current page in view.
    const firstRow = (current - 1) * pageSize;
    go(Math.floor(firstRow / size) + 1, size);
  };

  return (
    <HStack as="nav" aria-label={label} gap="2" flexWrap="wrap" justify="center" py="4">
      {!hideTotal && (
        <Text color="fg.muted" fontSize="sm" me="1">
          共 {total} 条
        </Text>
      )}
      <Button size="sm" variant="outline" onClick={() => go(current - 1)} disabled={disabled || current <= 1}>
        上一页
      </Button>
      {pagerItems(current, pageCount, PAGER_BUTTONS, PAGER_QUICK_JUMP).map((item) =>
        item.kind === 'page' ? (
          <Button
            key={`page-${item.page}`}
            size="sm"
            minW="9"
            px="2"
            variant={item.page === current ? 'solid' : 'ghost'}
            colorPalette={item.page === current ? 'brand' : 'gray'}
            aria-label={`第 ${item.page} 页`}
            aria-current={item.page === current ? 'page' : undefined}
            onClick={() => go(item.page)}
            disabled={disabled}
          >
            {item.page}
          </Button>
        ) : (
          <Button
            key={item.kind}
            size="sm"
            minW="9"
            px="2"
            variant="ghost"
            colorPalette="gray"
            aria-label={item.kind === 'jump-prev' ? `向前 ${PAGER_QUICK_JUMP} 页` : `向后 ${PAGER_QUICK_JUMP} 页`}
            title={item.kind === 'jump-prev' ? `向前 ${PAGER_QUICK_JUMP} 页` : `向后 ${PAGER_QUICK_JUMP} 页`}
            onClick={() => go(item.page)}
            disabled={disabled}
          >
            …
          </Button>
        ),
      )}
      <Button size="sm" variant="outline" onClick={() => go(current + 1)} disabled={disabled || current >= pageCount}>
        下一页
      </Button>
      {pageCount > PAGER_BUTTONS && <JumpToPage pageCount={pageCount} disabled={disabled} onJump={go} />}
      {pageSizes && pageSizes.length > 0 && (
        <NativeSelect.Root size="sm" width="auto" disabled={disabled}>
          <NativeSelect.Field
            aria-label="每页条数"
            value={String(pageSize)}
            onChange={(event) => changeSize(Number(event.currentTarget.value))}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size} 条/页
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </HStack>
  );
}

/**
 * 「跳至 N 页」 for long lists: a number is kept within 1 and the last page (SPEC §9: at most page
 * 1000); Enter or 跳转 goes there; anything that is not a number is ignored.
 */
function JumpToPage({ pageCount, disabled, onJump }: { pageCount: number; disabled: boolean; onJump: (page: number) => void }) {
  const [value, setValue] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const page = Number.parseInt(value, 10);
    if (!Number.isFinite(page)) return;
    onJump(Math.min(Math.max(page, 1), pageCount));
    setValue('');
  };
  return (
    <HStack asChild gap="1.5" fontSize="sm" color="fg.muted">
      <form onSubmit={submit}>
        <Text as="span" aria-hidden>
          跳至
        </Text>
        <Input
          size="sm"
          w="14"
          px="2"
          textAlign="center"
          inputMode="numeric"
          pattern="[0-9]*"
          aria-label={`跳至第几页（共 ${pageCount} 页）`}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value.replace(/[^0-9]/g, '').slice(0, 4))}
          disabled={disabled}
        />
        <Text as="span" aria-hidden>
          页
        </Text>
        <Button type="submit" size="sm" variant="outline" disabled={disabled || value === ''}>
          跳转
        </Button>
      </form>
    </HStack>
  );
}

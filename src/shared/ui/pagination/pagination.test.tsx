import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { Pagination, type PaginationProps } from './pagination';

function Harness(
  props: Partial<PaginationProps> & { onPage?: (page: number, size: number) => void; initialPage?: number; total?: number },
) {
  const { onPage, initialPage = 1, total = 200, ...rest } = props;
  const [page, setPage] = useState(initialPage);
  const [size, setSize] = useState(rest.pageSize ?? 10);
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div>
      <div ref={ref} data-testid="list-top" />
      <Pagination
        total={total}
        page={page}
        pageSize={size}
        scrollTargetRef={ref}
        {...rest}
        onChange={(next, nextSize) => {
          setPage(next);
          setSize(nextSize);
          onPage?.(next, nextSize);
        }}
      />
    </div>
  );
}

afterEach(() => vi.unstubAllGlobals());

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: '分页' }))
    .getAllByRole('button', { name: /^第 \d+ 页$/ })
    .map((button) => button.textContent);

describe('Pagination', () => {
  it('shows 7 page buttons, the total and the current page', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByText('共 200 条')).toBeVisible();
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5', '6', '20']);
    expect(screen.getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: '上一页' }).hasAttribute('disabled')).toBe(true);
  });

  it('is hidden while the total fits on one page', () => {
    renderWithProviders(<Harness total={10} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('changes page by click and keyboard, and scrolls the list into view', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    renderWithProviders(<Harness onPage={onPage} />);
    const top = screen.getByTestId('list-top');
    top.scrollIntoView = vi.fn();

    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(onPage).toHaveBeenLastCalledWith(3, 10);
    expect(top.scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
    expect(screen.getByRole('button', { name: '第 3 页' }).getAttribute('aria-current')).toBe('page');

    screen.getByRole('button', { name: '下一页' }).focus();
    await user.keyboard('{Enter}');
    expect(onPage).toHaveBeenLastCalledWith(4, 10);
  });

  it('jumps to a typed page with Enter, kept within the pages there are', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    renderWithProviders(<Harness onPage={onPage} />);
    const field = screen.getByRole('textbox', { name: '跳至第几页（共 20 页）' });
    await user.type(field, '12{Enter}');
    expect(onPage).toHaveBeenLastCalledWith(12, 10);
    expect(screen.getByRole('button', { name: '第 12 页' }).getAttribute('aria-current')).toBe('page');
    expect((field as HTMLInputElement).value).toBe('');
    // Letters never get in; a page past the last goes to the last.
    await user.type(field, 'x99');
    expect((field as HTMLInputElement).value).toBe('99');
    await user.click(screen.getByRole('button', { name: '跳转' }));
    expect(onPage).toHaveBeenLastCalledWith(20, 10);
  });

  it('offers no page field while every page has its button', () => {
    renderWithProviders(<Harness total={60} />);
    expect(screen.queryByRole('textbox', { name: /跳至/ })).not.toBeInTheDocument();
  });

  it('jumps 5 pages with the … buttons', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    renderWithProviders(<Harness onPage={onPage} initialPage={10} />);
    await user.click(screen.getByRole('button', { name: '向后 5 页' }));
    expect(onPage).toHaveBeenLastCalledWith(15, 10);
    await user.click(screen.getByRole('button', { name: '向前 5 页' }));
    expect(onPage).toHaveBeenLastCalledWith(10, 10);
  });

  it('scrolls instantly when the user prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const top = screen.getByTestId('list-top');
    top.scrollIntoView = vi.fn();
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(top.scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('clamps the page when the total shrinks, without scrolling', () => {
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(<Pagination total={200} page={15} onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
    const wrap = (ui: ReactElement) => <ChakraProvider value={defaultSystem}>{ui}</ChakraProvider>;
    rerender(wrap(<Pagination total={42} page={15} onChange={onChange} />));
    expect(onChange).toHaveBeenCalledWith(5, 10);
    onChange.mockClear();
    rerender(wrap(<Pagination total={3} page={5} onChange={onChange} />));
    expect(onChange).toHaveBeenCalledWith(1, 10);
  });

  it('never offers a page past 1000', () => {
    renderWithProviders(<Harness total={50_000} initialPage={1000} />);
    expect(pageButtons().at(-1)).toBe('1000');
    expect(screen.getByRole('button', { name: '下一页' }).hasAttribute('disabled')).toBe(true);
  });

  it('changes the page size, keeping the first row of the page in view', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    renderWithProviders(<Harness onPage={onPage} initialPage={3} pageSizes={[10, 20, 50]} />);
    await user.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '20');
    // Rows 21-30 were on page 3 of 10; row 21 is on page 2 of 20.
    expect(onPage).toHaveBeenLastCalledWith(2, 20);
  });
});

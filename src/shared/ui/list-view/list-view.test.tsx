import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { renderWithProviders } from '@/shared/lib/test';
import { ListView, type ListQuery } from './list-view';
import { listPage } from './list-page';

type Row = { id: number; name: string };

function query(over: Partial<ListQuery<Row>>): ListQuery<Row> {
  return { isPending: false, isError: false, error: null, isFetching: false, isPlaceholderData: false, refetch: vi.fn(), ...over };
}

function view(q: ListQuery<Row>, onPage = vi.fn(), { page = 1, hideTotal = false } = {}) {
  return renderWithProviders(
    <ListView query={q} noun="名单" empty={{ title: '名单是空的' }} page={page} onPage={onPage} hideTotal={hideTotal}>
      {(rows, total) => (
        <ul aria-label={`共 ${total} 人`}>
          {rows.map((row) => (
            <li key={row.id}>{row.name}</li>
          ))}
        </ul>
      )}
    </ListView>,
  );
}

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `第${i + 1}人` }));

describe('ListView', () => {
  it('shows the skeleton with its label while the first page loads', () => {
    view(query({ isPending: true }));
    expect(screen.getByRole('status').textContent).toContain('正在加载名单');
  });

  it('shows the failure with 重试, which asks again', async () => {
    const refetch = vi.fn();
    view(query({ isError: true, error: { message: '服务繁忙，请稍后重试' }, refetch }));
    expect(screen.getByText('服务繁忙，请稍后重试')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state when the page has no rows, also for an answer without rows', () => {
    view(query({ data: { data: { rows: [], total: 0 } } }));
    expect(screen.getByText('名单是空的')).toBeVisible();
    view(query({ data: {} }));
    expect(screen.getAllByText('名单是空的')).toHaveLength(2);
  });

  it('draws the rows, drops null rows, and pages when there are more rows than a page', async () => {
    const onPage = vi.fn();
    view(query({ data: { data: { rows: [...rows(10), null], total: 25 } }, isFetching: true }), onPage);
    expect(screen.getByRole('list', { name: '共 25 人' }).children).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(onPage).toHaveBeenCalledWith(2, 10);
  });

  it('shows the failure, not the empty state, when a refresh of an empty page fails', () => {
    view(query({ data: { data: { rows: [], total: 0 } }, isError: true, error: { message: '检索服务繁忙' } }));
    expect(screen.getByText('检索服务繁忙')).toBeVisible();
    expect(screen.queryByText('名单是空的')).not.toBeInTheDocument();
  });

  it('leaves the count out of the pager when the screen says it itself', () => {
    view(query({ data: { data: { rows: rows(10), total: 25 } } }), vi.fn(), { hideTotal: true });
    expect(screen.getByRole('navigation', { name: '名单分页' }).textContent).not.toContain('共 25 条');
  });

  it('moves a page past the end back to the last page', () => {
    const onPage = vi.fn();
    view(query({ data: { data: { rows: [], total: 25 } } }), onPage, { page: 9 });
    expect(screen.getByText('名单是空的')).toBeVisible();
    expect(onPage).toHaveBeenCalledWith(3, 10);
  });

  it('keeps the rows of a refresh that failed, says so and offers 重试', async () => {
    const refetch = vi.fn();
    view(query({ data: { data: { rows: rows(3), total: 3 } }, isError: true, error: { message: '网络连接已断开' }, refetch }));
    expect(screen.getByRole('list', { name: '共 3 人' }).children).toHaveLength(3);
    expect(screen.getByRole('alert').textContent).toContain('网络连接已断开');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});

describe('ListView names and empty states', () => {
  const empty = query({ data: { data: { rows: [], total: 0 } } });

  it('lets the screen name its skeleton and pager itself', () => {
    renderWithProviders(
      <ListView query={query({ isPending: true })} noun="名单" loading={{ label: '正在检索名单' }} empty={{}} page={1} onPage={vi.fn()}>
        {() => null}
      </ListView>,
    );
    expect(screen.getByRole('status').textContent).toContain('正在检索名单');
  });

  it('draws an EmptyList from props, saying "nothing matches" with 清除筛选条件 when filtered', async () => {
    const onClear = vi.fn();
    const props = { title: '还没有名单', filtered: true, noMatch: { title: '没有符合条件的名单', onClear } };
    renderWithProviders(
      <ListView query={empty} noun="名单" empty={props} page={1} onPage={vi.fn()}>
        {() => null}
      </ListView>,
    );
    expect(screen.getByText('没有符合条件的名单')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: '清除筛选条件' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});

describe('listPage', () => {
  it('gives rows without holes and a total that is a count, whatever the answer', () => {
    fc.assert(
      fc.property(
        fc.option(fc.array(fc.option(fc.record({ id: fc.integer(), name: fc.string() }), { nil: null }))),
        fc.oneof(fc.double(), fc.constant(null), fc.constant(undefined)),
        (answerRows, total) => {
          const page = listPage<Row>({ data: { rows: answerRows, total } });
          expect(page.rows.every((row) => row !== null && row !== undefined)).toBe(true);
          expect(Number.isInteger(page.total) && page.total >= 0).toBe(true);
        },
      ),
    );
    expect(listPage(undefined)).toEqual({ rows: [], total: 0 });
  });

  it('reads an answer whose data is the whole list: its rows, its length as the total', () => {
    const rows = [
      { id: 1, name: '本科查重' },
      { id: 2, name: '硕士查重' },
    ];
    expect(listPage<Row>({ data: rows })).toEqual({ rows, total: 2 });
    expect(listPage<Row>({ data: [] })).toEqual({ rows: [], total: 0 });
  });
});

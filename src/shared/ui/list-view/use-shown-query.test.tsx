import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/shared/lib/test';
import { ListSection } from './list-section';
import type { ListQuery } from './list-view';

type Row = { id: number; name: string };

const query = (over: Partial<ListQuery<Row>>): ListQuery<Row> => ({
  isPending: false,
  isError: false,
  error: null,
  isFetching: false,
  isPlaceholderData: false,
  refetch: vi.fn(),
  ...over,
});
const answered = (names: string[]) =>
  query({ data: { data: { rows: names.map((name, i) => ({ id: i + 1, name })), total: names.length } } });

function Section({ q }: { q: ListQuery<Row> }) {
  return (
    <ChakraProvider value={defaultSystem}>
      <ListSection
        query={q}
        headingId="people"
        heading={{ loading: '名单加载中', failed: '名单', count: (total) => `共 ${total} 人` }}
        noun="名单"
        empty={{ title: '名单是空的' }}
        page={1}
        onPage={() => {}}
      >
        {(rows) => (
          <ul aria-label="名单">
            {rows.map((row) => (
              <li key={row.id}>{row.name}</li>
            ))}
          </ul>
        )}
      </ListSection>
    </ChakraProvider>
  );
}

describe('useShownQuery (ListSection, ListView)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('hydrates a server-rendered skeleton without a mismatch when the answer came first, then draws the rows', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Section q={query({ isPending: true })} />);
    document.body.append(container);
    expect(container.textContent).toContain('名单加载中');
    const mismatches: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Section q={answered(['甲', '乙'])} />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('h2')?.textContent).toBe('共 2 人');
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['甲', '乙']);
    act(() => root?.unmount());
  });

  it('moves the heading and the rows to a new answer together', async () => {
    const { rerender } = renderWithProviders(<Section q={answered(['甲'])} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('共 1 人');
    await act(async () => rerender(<Section q={answered(['乙', '丙', '丁'])} />));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('共 3 人');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['乙', '丙', '丁']);
  });
});

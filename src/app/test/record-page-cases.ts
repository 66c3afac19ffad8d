import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { onApi } from '@mocks/lib/on-api';
import { findOperation } from '@/shared/api';
import { server } from '@mocks/node';
import { EMPTY_PAGE } from './answers';
import { renderApp } from './render-app';
import { signInAs } from './sign-in';
import type { SeededAccount } from './sign-in';

/** What a record page's loaded table shows; each field given is checked. */
export interface RecordTable {
  /** The column headers the table has. */
  columns: string[];
  /** Column headers this page leaves out (another page's view has them). */
  noColumns?: (string | RegExp)[];
  /** How many rows, the header row included. */
  rows: number;
  /** The count the page states: `共 N 条记录`, any N when `true`. */
  total?: number | true;
  /** The name of the row buttons that download a file (a report, a certificate). */
  download?: RegExp;
  /** Texts some cells show (a patent number, a percentage). */
  cells?: RegExp[];
  /** A tag from the dictionary, which arrives after the rows (a status, a service). */
  tag?: string;
  /** The filters (comboboxes) the page offers, and those it must not offer. */
  filters?: string[];
  noFilters?: RegExp;
  /** What else only this page shows in its table. */
  also?: (table: HTMLElement) => void;
}

export interface RecordPageCase {
  /** The accessible name of the records table; the page's heading unless given. */
  table?: string;
  /** The search params of the first list request besides paging: the service (and channel). */
  query: Record<string, string>;
  /** What only this page shows in its loaded table (columns, row count, downloads …). */
  shows: RecordTable;
  /** The way to submit a record that the empty state offers; pages that only list have none. */
  emptyLink?: { name: string; href: string };
  /** The page's own checks on its empty state and on its failure (before the retry). */
  emptyAlso?: () => void;
  failureAlso?: () => void;
}

/** Checks a record page's loaded table against what the spec says it shows. */
async function expectTable(table: HTMLElement, shows: RecordTable) {
  for (const name of shows.columns) expect(within(table).getByRole('columnheader', { name })).toBeVisible();
  for (const name of shows.noColumns ?? []) expect(within(table).queryByRole('columnheader', { name })).not.toBeInTheDocument();
  expect(within(table).getAllByRole('row')).toHaveLength(shows.rows);
  if (shows.total !== undefined)
    expect(screen.getByText(shows.total === true ? /^共 \d+ 条记录/ : new RegExp(`^共 ${shows.total} 条记录`))).toBeVisible();
  if (shows.download) expect(within(table).getAllByRole('button', { name: shows.download }).length).toBeGreaterThan(0);
  for (const text of shows.cells ?? []) expect(within(table).getAllByText(text).length).toBeGreaterThan(0);
  for (const name of shows.filters ?? []) expect(screen.getByRole('combobox', { name })).toBeEnabled();
  if (shows.noFilters) expect(screen.queryByRole('combobox', { name: shows.noFilters })).not.toBeInTheDocument();
  shows.also?.(table);
  if (shows.tag) expect(await within(table).findAllByText(shows.tag)).not.toHaveLength(0);
}

/**
 * The three cases every record page answers (data, empty, error). The record pages differ only
 * in their route, service and columns, so each test file states those and this writes the cases:
 * the account that opens the page (an institution's pages its records, `listAgentRecords`; a
 * user's, `listMyRecords`), the route, its h1, then what the page shows.
 *
 *   describeRecordPage('agentMain', '/checkRecord', '检测记录', { query: { service: 'check' }, shows: { … } });
 */
export function describeRecordPage(account: SeededAccount, path: string, heading: string, spec: RecordPageCase): void {
  const operation = account.startsWith('agent') ? 'listAgentRecords' : 'listMyRecords';
  const tableName = spec.table ?? heading;
  let seen: Request[] = [];
  afterEach(() => {
    server.events.removeAllListeners();
  });

  async function open() {
    await signInAs(account);
    // Recorded after the sign-in, so only the page's own requests are looked at.
    seen = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(request);
    });
    return renderApp(path);
  }

  describe(path, () => {
    it('lists the records with status tags and what this service shows', async () => {
      await open();
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
      const table = await screen.findByRole('table', { name: tableName });
      const request = seen.filter((sent) => findOperation(sent.method, sent.url)?.operationId === operation).at(-1);
      expect(Object.fromEntries(request ? new URL(request.url).searchParams : [])).toEqual({ ...spec.query, page: '1', pageSize: '10' });
      await expectTable(table, spec.shows);
      expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
    });

    it(spec.emptyLink ? 'says so when there are no records, with the way to submit one' : 'says so when there are no records', async () => {
      server.use(onApi(operation, () => HttpResponse.json(EMPTY_PAGE)));
      await open();
      expect(await screen.findByText('暂无记录')).toBeVisible();
      if (spec.emptyLink) {
        expect(screen.getAllByRole('link', { name: spec.emptyLink.name })[0]).toHaveAttribute('href', spec.emptyLink.href);
      }
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      spec.emptyAlso?.();
    });

    it('shows the failure with a retry that loads the list', async () => {
      server.use(onApi(operation, () => HttpResponse.json({ code: 500, msg: '记录服务繁忙' }), { once: true }));
      await open();
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('记录加载失败')).toBeVisible();
      expect(within(alert).getByText('记录服务繁忙')).toBeVisible();
      spec.failureAlso?.();
      await userEvent.setup().click(within(alert).getByRole('button', { name: '重试' }));
      expect(await screen.findByRole('table', { name: tableName })).toBeVisible();
    });
  });
}

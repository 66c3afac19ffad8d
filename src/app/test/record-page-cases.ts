import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { onApi } from '@mocks/lib/on-api';
import { findOperation } from '@/shared/api';
import { server } from '@mocks/node';
import { renderApp } from './render-app';
import { signInAs } from './sign-in';
import type { SeededAccount } from './sign-in';

export interface RecordPageCase {
  /** The route, e.g. '/copyrightCenter'. */
  path: string;
  account: SeededAccount;
  /** The list the page pages through: the user's or the institution's records. */
  operation: 'listMyRecords' | 'listAgentRecords';
  heading: string;
  /** The accessible name of the records table. */
  table: string;
  /** The search params of the first list request besides paging: the service (and channel). */
  query: Record<string, string>;
  /** What only this page shows in its loaded table (columns, row count, downloads …). */
  expectRows: (table: HTMLElement) => void | Promise<void>;
  /** The way to submit a record that the empty state offers; pages that only list have none. */
  emptyLink?: { name: string; href: string };
}

const emptyPage = { code: 200, msg: '操作成功', data: { rows: [], total: 0, page: 1, pageSize: 10 } };

/**
 * The three cases every record page answers (data, empty, error). The record pages differ only
 * in their route, service and columns, so each test file states those and this writes the cases.
 */
export function describeRecordPage(spec: RecordPageCase): void {
  let seen: Request[] = [];
  afterEach(() => {
    server.events.removeAllListeners();
  });

  async function open() {
    await signInAs(spec.account);
    // Recorded after the sign-in, so only the page's own requests are looked at.
    seen = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(request);
    });
    return renderApp(spec.path);
  }

  describe(spec.path, () => {
    it('lists the records with status tags and what this service shows', async () => {
      await open();
      expect(await screen.findByRole('heading', { level: 1, name: spec.heading })).toBeTruthy();
      const table = await screen.findByRole('table', { name: spec.table });
      const request = seen.filter((sent) => findOperation(sent.method, sent.url)?.operationId === spec.operation).at(-1);
      expect(Object.fromEntries(request ? new URL(request.url).searchParams : [])).toEqual({ ...spec.query, page: '1', pageSize: '10' });
      await spec.expectRows(table);
      expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
    });

    it(spec.emptyLink ? 'says so when there are no records, with the way to submit one' : 'says so when there are no records', async () => {
      server.use(onApi(spec.operation, () => HttpResponse.json(emptyPage)));
      await open();
      expect(await screen.findByText('暂无记录')).toBeTruthy();
      if (spec.emptyLink) {
        expect(screen.getAllByRole('link', { name: spec.emptyLink.name })[0]?.getAttribute('href')).toBe(spec.emptyLink.href);
      }
      expect(screen.queryByRole('table')).toBeNull();
    });

    it('shows the failure with a retry that loads the list', async () => {
      server.use(onApi(spec.operation, () => HttpResponse.json({ code: 500, msg: '记录服务繁忙' }), { once: true }));
      await open();
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('记录加载失败')).toBeTruthy();
      expect(within(alert).getByText('记录服务繁忙')).toBeTruthy();
      await userEvent.setup().click(within(alert).getByRole('button', { name: '重试' }));
      expect(await screen.findByRole('table', { name: spec.table })).toBeTruthy();
    });
  });
}

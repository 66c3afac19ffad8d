import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationId } from '@/shared/api/generated/operation-meta.gen';
import type { UserSession } from './forms';
import { listStateCases, type ListStates } from './list-state-cases';
import { openAs, type RenderedApp } from './render-app';
import type { SeededAccount } from './sign-in';

/** A signed-in page built around one named table (the institution's lists), as its tests use it. */
export interface TablePage {
  /** Opens the page (at `route`, the page's path unless given) once its table shows: `[user, app, table]`. */
  open(route?: string): Promise<readonly [UserSession, RenderedApp, HTMLElement]>;
  /** The table as it is on screen now. */
  table(): HTMLElement;
  /** Waits until the table has `count` rows, the header row included. */
  expectRows(count: number): Promise<void>;
  /**
   * Queries the list as a user does: picks the `select` options (a combobox's label → the option's
   * value), clicks 查询, then waits until the URL's search is `search` and the table has `rows` rows.
   */
  query(user: UserSession, app: RenderedApp, expected: { select?: Record<string, string>; search: object; rows: number }): Promise<void>;
  /**
   * Declares the case of the list's states in one session (`listStateCases`, 'together'): the
   * empty list, then the failure, whose 重试 shows the table again.
   */
  stateCases(empty: NonNullable<ListStates['empty']>, failure: NonNullable<ListStates['failure']>): void;
}

/**
 * The page at `path`, opened as `account`, whose list `operationId` loads into the table named
 * `tableName`.
 *
 *   const batches = tablePage('listCardBatches', 'agentMain', '/cardBatch', '卡密批次列表');
 *   const [user, app, table] = await batches.open();
 */
export function tablePage(operationId: OperationId, account: SeededAccount, path: string, tableName: string): TablePage {
  const table = () => screen.getByRole('table', { name: tableName });
  const expectRows = async (count: number) => {
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(count));
  };
  return {
    async open(route = path) {
      const user = userEvent.setup();
      const app = await openAs(account, route);
      return [user, app, await screen.findByRole('table', { name: tableName })] as const;
    },
    table,
    expectRows,
    async query(user, app, { select = {}, search, rows }) {
      for (const [name, value] of Object.entries(select)) await user.selectOptions(screen.getByRole('combobox', { name }), value);
      await user.click(screen.getByRole('button', { name: '查询' }));
      await waitFor(() => expect(app.router.state.location.search).toEqual(search));
      await expectRows(rows);
    },
    stateCases(empty, failure) {
      listStateCases(operationId, account, path, {
        cases: 'together',
        empty,
        failure,
        loaded: () => screen.findByRole('table', { name: tableName }),
      });
    },
  };
}

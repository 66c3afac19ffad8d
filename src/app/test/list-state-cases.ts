import { expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JsonBodyType } from 'msw';
import { HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { onApi } from '@mocks/lib/on-api';
import type { OperationId } from '@/shared/api/generated/operation-meta.gen';
import { EMPTY_PAGE, stubEmptyThenFailure } from './answers';
import { closeApps, renderApp } from './render-app';
import { signInAs } from './sign-in';
import type { SeededAccount } from './sign-in';

export interface EmptyStateCase {
  /** What the page says when the operation answers no rows. */
  text: string | RegExp;
  /** The answer with nothing in it; `EMPTY_PAGE` unless the operation answers another shape. */
  answer?: JsonBodyType;
  /** The route for this state, when it is not the spec's `path` (a keyword in the URL …). */
  path?: string;
  /** The page's own checks on its empty state (a way on, a disabled button …). */
  also?: () => unknown;
  /** The case's name, when the page's empty state says more than "none". */
  it?: string;
}

export interface FailureStateCase {
  /** The message the server refuses with; '服务繁忙' unless given. */
  message?: string;
  /**
   * What the page shows of the failure inside its alert; the message unless given (a title like
   * '检测类型加载失败', or the title and the message).
   */
  shows?: string | string[];
  /** The route for this state, when it is not the spec's `path`. */
  path?: string;
  /** Refuse only the requests this picks (one list among several the page loads with the operation). */
  only?: (url: URL) => boolean;
  /**
   * The connection drops (no answer at all) instead of a refusal, until 重试 is clicked: the query's
   * own retry of a network failure fails too. Give what the page says for it in `shows`.
   */
  dropped?: boolean;
}

/** What a list screen shows for its states. */
export interface ListStates {
  /** The empty state: its text, or the text with more. Absent: the page has no case for it here. */
  empty?: string | RegExp | EmptyStateCase;
  /** The failure: the server's message, or more. Absent: the page has no case for it here. */
  failure?: string | FailureStateCase;
  /**
   * Finds what the page shows once 重试 has loaded the real list (a table, a count …); rejects when
   * it does not. Required with `failure`.
   */
  loaded?: () => Promise<unknown>;
  /**
   * 'apart' (the default): two cases, the empty answer on a fresh page, then a failure whose 重试
   * loads the list. 'together': one case walking empty → failure → 重试 in one session (a fresh
   * page for each), as the institution's lists do.
   */
  cases?: 'apart' | 'together';
}

type Where = [path: string, states: ListStates] | [as: SeededAccount, path: string, states: ListStates];

const emptyCase = (empty: NonNullable<ListStates['empty']>): EmptyStateCase =>
  typeof empty === 'string' || empty instanceof RegExp ? { text: empty } : empty;

const failureCase = (failure: ListStates['failure']): FailureStateCase =>
  typeof failure === 'string' ? { message: failure } : (failure ?? {});

/**
 * The cases of a list screen's states, as every list page has them: it says so when there is
 * nothing, and a failure shows in an alert (with what went wrong) whose 重试 loads the list.
 * Call it inside the page's `describe`; the page's own cases stay in its file.
 *
 *   listStateCases('listArticles', '/news', { empty: '暂无文章', failure: '服务繁忙', loaded: … });
 *   listStateCases('listCardBatches', 'agentMain', '/cardBatch', { cases: 'together', … });
 *
 * The operation that loads the list (answered empty, then refused), then the route as `renderApp`
 * or `openAs` take it (signed out, or signed in as a seeded account), then what the page shows.
 */
export function listStateCases(operationId: OperationId, ...where: Where): void {
  const [as, path, spec] = where.length === 3 ? where : [undefined, ...where];
  if (spec.failure !== undefined && !spec.loaded) throw new Error(`listStateCases(${path}): a failure case needs \`loaded\``);
  const open = async (route: string) => {
    if (as) await signInAs(as);
    return renderApp(route);
  };

  async function expectEmpty(empty: EmptyStateCase) {
    expect(await screen.findByText(empty.text)).toBeVisible();
    await empty.also?.();
  }

  async function expectFailureAndRetry(failure: FailureStateCase, beforeRetry?: () => void) {
    const alert = await screen.findByRole('alert');
    for (const text of [failure.shows ?? failure.message ?? '服务繁忙'].flat()) expect(within(alert).getByText(text)).toBeVisible();
    beforeRetry?.();
    await userEvent.setup().click(within(alert).getByRole('button', { name: '重试' }));
    await spec.loaded!();
  }

  if (spec.cases === 'together') {
    const empty = emptyCase(spec.empty ?? '');
    const failure = failureCase(spec.failure);
    it('shows the empty list and the failure with a retry', async () => {
      const stub = stubEmptyThenFailure(operationId, empty.answer ?? EMPTY_PAGE, failure.message ?? '服务繁忙');
      await open(empty.path ?? path);
      await expectEmpty(empty);
      closeApps(); // the same session, a fresh page
      stub.mode = 'error';
      renderApp(failure.path ?? path);
      await expectFailureAndRetry(failure, () => {
        stub.mode = 'real';
      });
    });
    return;
  }

  if (spec.empty !== undefined) {
    const empty = emptyCase(spec.empty);
    it(empty.it ?? 'says so when there are none', async () => {
      server.use(onApi(operationId, () => HttpResponse.json(empty.answer ?? EMPTY_PAGE)));
      await open(empty.path ?? path);
      await expectEmpty(empty);
    });
  }

  if (spec.failure !== undefined) {
    const failure = failureCase(spec.failure);
    it('shows the failure with a retry that loads it again', async () => {
      // The first request the failure picks is refused (a dropped connection: every request until
      // 重试); the retry reaches the stateful mocks.
      let refused = false;
      let retried = false;
      server.use(
        onApi(operationId, ({ request }) => {
          if (failure.dropped) return retried ? undefined : HttpResponse.error();
          if (refused || (failure.only && !failure.only(new URL(request.url)))) return undefined;
          refused = true;
          return HttpResponse.json({ code: 500, msg: failure.message ?? '服务繁忙' });
        }),
      );
      await open(failure.path ?? path);
      await expectFailureAndRetry(failure, () => {
        retried = true;
      });
    });
  }
}

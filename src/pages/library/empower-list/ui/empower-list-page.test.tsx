import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db } from '@mocks/db/database';
import { sessionCleared } from '@/entities/session';
import { renderApp } from '@/app/test/render-app';
import { onApi } from '@mocks/lib/on-api';

configure({ asyncUtilTimeout: 5000 });

let unwire: (() => void) | undefined;
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => {
  unwire?.();
  sessionCleared();
  vi.restoreAllMocks();
});

function open(path: string) {
  const app = renderApp(path);
  unwire = app.unwire;
  return app;
}

describe('/empowerList', () => {
  it('lists the cases, pages and searches them in the URL, and opens one', async () => {
    const user = userEvent.setup();
    const app = open('/empowerList');
    expect(await screen.findByRole('heading', { level: 1, name: '赋能案例' })).toBeTruthy();
    const region = await screen.findByRole('region', { name: /案例列表/ });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(Math.min(10, db.content.empowerCases.length)));
    expect(region.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);

    const first = db.content.empowerCases[0]!;
    await user.type(screen.getByRole('searchbox', { name: '案例关键词' }), `${first.institution}{Enter}`);
    await waitFor(() => expect(app.router.state.location.search).toEqual({ keyword: first.institution }));
    const link = await within(region).findByRole('link', { name: first.title });
    await user.click(link);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/empowerDetails'));
    expect(app.router.state.location.search).toEqual({ id: first.id });
    expect(await screen.findByRole('heading', { level: 1, name: first.title })).toBeTruthy();
  });

  it('shows the empty and failed states', async () => {
    let mode: 'empty' | 'error' | 'real' = 'empty';
    server.use(
      onApi('listEmpowerCases', () =>
        mode === 'empty'
          ? HttpResponse.json({ code: 200, msg: 'ok', data: { rows: [], total: 0, page: 1, pageSize: 10 } })
          : mode === 'error'
            ? HttpResponse.json({ code: 500, msg: '案例服务繁忙' })
            : undefined,
      ),
    );
    open('/empowerList');
    expect(await screen.findByText('暂无赋能案例')).toBeTruthy();
    unwire?.();
    cleanup();
    mode = 'error';
    open('/empowerList');
    expect(await screen.findByText('案例服务繁忙')).toBeTruthy();
    mode = 'real';
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText(db.content.empowerCases[0]!.title)).toBeTruthy();
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { closeApps, db, renderApp, screen, userEvent, waitFor, within, stubEmptyThenFailure } from '@/app/test';

beforeEach(() => {
  Element.prototype.scrollIntoView = () => {};
});

describe('/empowerList', () => {
  it('lists the cases, pages and searches them in the URL, and opens one', async () => {
    const user = userEvent.setup();
    const app = renderApp('/empowerList');
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
    const stub = stubEmptyThenFailure(
      'listEmpowerCases',
      { code: 200, msg: 'ok', data: { rows: [], total: 0, page: 1, pageSize: 10 } },
      '案例服务繁忙',
    );
    renderApp('/empowerList');
    expect(await screen.findByText('暂无赋能案例')).toBeTruthy();
    closeApps();
    stub.mode = 'error';
    renderApp('/empowerList');
    expect(await screen.findByText('案例服务繁忙')).toBeTruthy();
    stub.mode = 'real';
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText(db.content.empowerCases[0]!.title)).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { db, listStateCases, screen, waitFor, within, openPage, stubScrollIntoView } from '@/app/test';

stubScrollIntoView();

describe('/empowerList', () => {
  it('lists the cases, pages and searches them in the URL, and opens one', async () => {
    const [user, app] = await openPage('/empowerList', '赋能案例');
    const region = await screen.findByRole('region', { name: /案例列表/ });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(Math.min(10, db.empowerCases.length)));
    expect(region.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);

    const first = db.empowerCases[0]!;
    await user.type(screen.getByRole('searchbox', { name: '案例关键词' }), `${first.institution}{Enter}`);
    await waitFor(() => expect(app.router.state.location.search).toEqual({ keyword: first.institution }));
    const link = await within(region).findByRole('link', { name: first.title });
    await user.click(link);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/empowerDetails'));
    expect(app.router.state.location.search).toEqual({ id: first.id });
    expect(await screen.findByRole('heading', { level: 1, name: first.title })).toBeVisible();
  });

  listStateCases('listEmpowerCases', '/empowerList', {
    cases: 'together',
    empty: '暂无赋能案例',
    failure: '案例服务繁忙',
    loaded: () => screen.findByText(db.empowerCases[0]!.title),
  });
});

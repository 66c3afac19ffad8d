import { describe, expect, it } from 'vitest';
import {
  db,
  listStateCases,
  openAndFind,
  renderApp,
  screen,
  userEvent,
  waitFor,
  within,
  stubScrollIntoView,
  itemHeadCases,
  cardLine,
} from '@/app/test';

stubScrollIntoView();

describe('/periodicalInfo/{id}', () => {
  it("shows the journal's facts and its articles, filtered by year in the URL", async () => {
    const user = userEvent.setup();
    const journal = [...db.periodicals].sort(
      (a, b) => db.works.filter((w) => w.periodicalId === b.id).length - db.works.filter((w) => w.periodicalId === a.id).length,
    )[0]!;
    const works = db.works.filter((w) => w.periodicalId === journal.id);
    const app = renderApp(`/periodicalInfo/${journal.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: journal.name })).toBeVisible();
    expect(screen.getByText(journal.issn)).toBeVisible();
    expect(screen.getByText(journal.sponsor)).toBeVisible();
    const section = screen.getByRole('region', { name: /刊载文章/ });
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(Math.min(works.length, 10)));
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);

    const year = works[0]!.year;
    await user.selectOptions(within(section).getByRole('combobox', { name: '发表年份' }), String(year));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ year }));
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(works.filter((w) => w.year === year).length));

    const empty = [2014, 2015, 2016, 2017, 2018, 2019, 2020].find((y) => !works.some((w) => w.year === y) && y >= journal.foundedYear);
    if (empty) {
      await user.selectOptions(within(section).getByRole('combobox', { name: '发表年份' }), String(empty));
      expect(await within(section).findByText(`${empty}年暂无刊载文章`)).toBeVisible();
    }
  });

  it('says when the journal is unknown or missing', async () => {
    await openAndFind('/periodicalInfo/9999', '期刊不存在或已下线');
    await openAndFind('/periodicalInfo', '未指定期刊');
  });

  // The journal's articles fail to load: a retry.
  listStateCases('listPeriodicalArticles', '/periodicalInfo/1', {
    failure: '文章加载失败',
    loaded: () =>
      waitFor(() => expect(within(screen.getByRole('region', { name: /刊载文章/ })).getAllByRole('article').length).toBeGreaterThan(0)),
  });

  const journal = db.periodicals.find((p) => p.id === 1)!;
  itemHeadCases({
    operation: 'getPeriodical',
    path: '/periodicalInfo/1',
    generic: '期刊详情',
    item: { name: journal.name, description: cardLine(journal.summary), image: `/api${journal.cover}` },
    loaded: () => screen.findByRole('heading', { level: 1, name: journal.name }),
    crumbs: true,
  });
});

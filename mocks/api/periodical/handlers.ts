import { searchWorks, toPeriodical, toWork } from '../work/queries';
import { db } from '../../db/database';
import { onApi } from '../../lib/on-api';
import { searchOf, idOf, intOf } from '../../lib/params';
import { okData, notFound } from '../../lib/respond';
import { includesText, pageOf, pagingOf, termsOf } from '../../lib/lists';

/** Journals (tag `periodical`): list, detail and their articles. */
export const periodicalHandlers = [
  onApi('listPeriodicals', ({ request }) => {
    const params = searchOf(request);
    const terms = termsOf(params.get('keyword'));
    const discipline = params.get('discipline');
    const collator = new Intl.Collator('zh-Hans-CN');
    const rows = db.periodicals
      .filter(
        (periodical) =>
          (!discipline || periodical.discipline === discipline) &&
          terms.every((term) => [periodical.name, periodical.sponsor, periodical.issn, periodical.cn].some((t) => includesText(t, term))),
      )
      .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
    return okData(pageOf(rows.map(toPeriodical), pagingOf(params)));
  }),

  onApi('getPeriodical', ({ params }) => {
    const periodical = db.periodicals.find((candidate) => candidate.id === idOf(params.id));
    return periodical ? okData(periodical) : notFound();
  }),

  onApi('listPeriodicalArticles', ({ params, request }) => {
    const id = idOf(params.id);
    if (!db.periodicals.some((periodical) => periodical.id === id)) return notFound();
    const query = searchOf(request);
    const works = searchWorks(
      db.works.filter((work) => work.periodicalId === id),
      undefined,
      { year: intOf(query.get('year')) },
      'date',
    );
    return okData(pageOf(works.map(toWork), pagingOf(query)));
  }),
];

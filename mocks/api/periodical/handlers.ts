import type { Periodical } from '@/shared/api/generated/model';
import { db } from '../../db/database';
import { includesText, pageOf, pagingOf, termsOf } from '../../lib/lists';
import { onApi } from '../../lib/on-api';
import { idOf, intOf, searchOf } from '../../lib/params';
import { notFound, okData } from '../../lib/respond';
import { searchWorks, toWork } from '../work';
import type { StoredPeriodical } from './tables';

/** A list row carries only the contract's summary fields. */
function toPeriodical(periodical: StoredPeriodical): Periodical {
  const { description: _d, foundedYear: _y, editorInChief: _e, address: _a, worksCount: _w, ...summary } = periodical;
  return summary;
}

/** Journals (tag `periodical`): list, detail and their articles. */
export const handlers = [
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

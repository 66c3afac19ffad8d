import { toEmpowerCase } from '../work/queries';
import { db } from '../../db/database';
import { onApi } from '../../lib/on-api';
import { searchOf, idOf } from '../../lib/params';
import { okData, notFound } from '../../lib/respond';
import { includesText, pageOf, pagingOf, termsOf } from '../../lib/lists';

/** Empowerment cases (tag `empower`). */
export const empowerHandlers = [
  onApi('listEmpowerCases', ({ request }) => {
    const params = searchOf(request);
    const terms = termsOf(params.get('keyword'));
    const rows = db.empowerCases.filter((item) =>
      terms.every((term) => [item.title, item.summary, item.institution].some((t) => includesText(t, term))),
    );
    return okData(pageOf(rows.map(toEmpowerCase), pagingOf(params)));
  }),

  onApi('getEmpowerCase', ({ params }) => {
    const item = db.empowerCases.find((candidate) => candidate.id === idOf(params.id));
    return item ? okData(item) : notFound();
  }),
];

import type { EmpowerCase } from '@/shared/api/generated/model';
import { db } from '../../db/database';
import { includesText, pageOf, pagingOf, termsOf } from '../../lib/lists';
import { onApi } from '../../lib/on-api';
import { idOf, searchOf } from '../../lib/params';
import { notFound, okData } from '../../lib/respond';
import type { StoredEmpowerCase } from './tables';

/** A list row carries only the contract's summary fields. */
function toEmpowerCase(item: StoredEmpowerCase): EmpowerCase {
  const { content: _content, ...summary } = item;
  return summary;
}

/** Empowerment cases (tag `empower`). */
export const handlers = [
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

import type { WorkFilters, WorkSearchCondition, WorkSort, WorkType } from '@/shared/api/generated/model';
import { db } from '../../db/database';
import { dayParam, facet, pageOf, pagingOf } from '../../lib/lists';
import { onApi } from '../../lib/on-api';
import { idOf, intOf, oneOf, searchOf } from '../../lib/params';
import { notFound, okData, readJson, text } from '../../lib/respond';
import { advancedSearch, searchWorks, toWork, type WorkFilter } from './queries';
import { WORK_TYPE_LABELS } from './tables';

const WORK_TYPES = Object.keys(WORK_TYPE_LABELS) as WorkType[];
const WORK_SORTS: readonly WorkSort[] = ['relevance', 'date', 'cited'];
const FIELDS: ReadonlyArray<WorkSearchCondition['field']> = ['title', 'author', 'keyword', 'abstract', 'institution'];
const OPS: ReadonlyArray<WorkSearchCondition['op']> = ['AND', 'OR', 'NOT'];

function workFilterOf(params: URLSearchParams): WorkFilter {
  const origin = params.get('origin');
  return {
    type: oneOf(WORK_TYPES, params.get('type')),
    year: intOf(params.get('year')),
    discipline: params.get('discipline'),
    origin: origin === 'true' ? true : origin === 'false' ? false : undefined,
    beginTime: dayParam(params.get('beginTime')),
    endTime: dayParam(params.get('endTime')),
  };
}

/** Works (tag `work`): search, advanced search, filters and detail. */
export const handlers = [
  onApi('searchWorks', ({ request }) => {
    const params = searchOf(request);
    const rows = searchWorks(db.works, params.get('keyword'), workFilterOf(params), oneOf(WORK_SORTS, params.get('sort')));
    return okData(pageOf(rows.map(toWork), pagingOf(params)));
  }),

  onApi('advancedSearchWorks', async ({ request }) => {
    const body = await readJson(request);
    const conditions = (Array.isArray(body.conditions) ? (body.conditions as unknown[]) : []).flatMap((raw): WorkSearchCondition[] => {
      if (typeof raw !== 'object' || raw === null) return [];
      const entry = raw as Record<string, unknown>;
      const field = oneOf(FIELDS, entry.field);
      const op = oneOf(OPS, entry.op) ?? 'AND';
      return field && typeof entry.value === 'string' ? [{ field, op, value: entry.value }] : [];
    });
    const filter: WorkFilter = {
      type: oneOf(WORK_TYPES, body.type),
      discipline: typeof body.discipline === 'string' ? body.discipline : undefined,
      beginTime: dayParam(text(body, 'beginTime')),
      endTime: dayParam(text(body, 'endTime')),
    };
    const rows = advancedSearch(db.works, conditions, filter, oneOf(WORK_SORTS, body.sort));
    return okData(pageOf(rows.map(toWork), pagingOf(searchOf(request))));
  }),

  onApi('getWorkFilters', () => {
    const works = db.works;
    const years = facet(works.map((work) => String(work.year))).sort((a, b) => Number(b.value) - Number(a.value));
    return okData<WorkFilters>({
      types: facet(
        works.map((work) => work.type),
        (value) => WORK_TYPE_LABELS[value as WorkType] ?? value,
      ),
      disciplines: facet(works.map((work) => work.discipline)),
      years: years.map((year) => ({ ...year, label: `${year.value}年` })),
    });
  }),

  onApi('getWork', ({ params }) => {
    const id = idOf(params.id);
    // Works scholars published through uploadWork (tag scholar's table) open like catalogue works.
    const work = db.works.find((candidate) => candidate.id === id) ?? db.publishedWorks.find((candidate) => candidate.id === id);
    return work ? okData(work) : notFound();
  }),
];

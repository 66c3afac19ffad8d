import type { Work, WorkSearchCondition, WorkSort, WorkType } from '@/shared/api/generated/model';
import { inDayRange, includesText, termsOf } from '../../lib/lists';
import type { StoredWork } from './tables';

/**
 * The works' query logic, pure so it can be tested without HTTP: search, advanced search and sort,
 * the way the backend is expected to answer (see openapi.yaml). The expert directory, the journals
 * and scholar services list works with it too. Paging and text matching are every list's
 * (lib/lists.ts).
 */

/** A list row carries only the contract's summary fields. */
export function toWork(work: StoredWork): Work {
  const { institutions: _i, doi: _d, pageCount: _p, price: _price, fund: _f, ...summary } = work;
  return summary;
}

type WorkField = WorkSearchCondition['field'];

const FIELD_TEXTS: Readonly<Record<WorkField, (work: StoredWork) => string[]>> = {
  title: (work) => [work.title],
  author: (work) => work.authors.map((author) => author.name),
  keyword: (work) => work.keywords,
  abstract: (work) => [work.abstract],
  institution: (work) => [...work.institutions, ...work.authors.map((author) => author.institution)],
};

/** Where a keyword hit counts how much for `relevance`: a title hit outranks an abstract hit. */
const FIELD_WEIGHTS: Readonly<Record<WorkField, number>> = { title: 5, keyword: 3, author: 3, institution: 1, abstract: 1 };

export function matchesField(work: StoredWork, field: WorkField, value: string): boolean {
  return FIELD_TEXTS[field](work).some((text) => includesText(text, value));
}

function relevance(work: StoredWork, terms: readonly string[]): number {
  let score = 0;
  for (const term of terms) {
    for (const field of Object.keys(FIELD_WEIGHTS) as WorkField[]) if (matchesField(work, field, term)) score += FIELD_WEIGHTS[field];
  }
  return score;
}

const byDate = (a: StoredWork, b: StoredWork): number => b.publishDate.localeCompare(a.publishDate) || b.id - a.id;
const byCited = (a: StoredWork, b: StoredWork): number => b.citedCount - a.citedCount || byDate(a, b);

export function sortWorks(works: StoredWork[], sort: WorkSort | undefined, terms: readonly string[]): StoredWork[] {
  if (sort === 'date') return works.sort(byDate);
  if (sort === 'cited') return works.sort(byCited);
  // relevance (the default); without terms every work is equally relevant, so newest first.
  if (terms.length === 0) return works.sort(byDate);
  const scores = new Map(works.map((work) => [work.id, relevance(work, terms)]));
  return works.sort((a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0) || byCited(a, b));
}

export interface WorkFilter {
  type?: WorkType;
  year?: number;
  discipline?: string | null;
  origin?: boolean;
  beginTime?: string;
  endTime?: string;
}

export function passesFilter(work: StoredWork, filter: WorkFilter): boolean {
  return (
    (!filter.type || work.type === filter.type) &&
    (filter.year === undefined || work.year === filter.year) &&
    (!filter.discipline || work.discipline === filter.discipline) &&
    (filter.origin === undefined || work.origin === filter.origin) &&
    inDayRange(work.publishDate, filter.beginTime, filter.endTime)
  );
}

/** Every term must occur in the title, authors, keywords, abstract or institutions. */
export function searchWorks(
  works: readonly StoredWork[],
  keyword: string | null | undefined,
  filter: WorkFilter,
  sort?: WorkSort,
): StoredWork[] {
  const terms = termsOf(keyword);
  const hits = works.filter(
    (work) =>
      passesFilter(work, filter) &&
      terms.every((term) => (Object.keys(FIELD_TEXTS) as WorkField[]).some((field) => matchesField(work, field, term))),
  );
  return sortWorks(hits, sort, terms);
}

/**
 * Conditions left to right, no precedence: the first starts the set (NOT starts from the works
 * that do not match), AND intersects, OR unites, NOT subtracts. Empty values are skipped; with
 * no usable condition every work matches.
 */
export function advancedSearch(
  works: readonly StoredWork[],
  conditions: readonly WorkSearchCondition[],
  filter: WorkFilter,
  sort?: WorkSort,
): StoredWork[] {
  const usable = conditions.filter((condition) => condition.value.trim() !== '');
  let selected: Set<number> | undefined;
  for (const condition of usable) {
    const value = condition.value.trim();
    const matching = new Set(works.filter((work) => matchesField(work, condition.field, value)).map((work) => work.id));
    if (selected === undefined) {
      selected = condition.op === 'NOT' ? new Set(works.map((work) => work.id).filter((id) => !matching.has(id))) : matching;
    } else if (condition.op === 'AND') {
      const current: Set<number> = selected;
      selected = new Set([...current].filter((id) => matching.has(id)));
    } else if (condition.op === 'OR') {
      selected = new Set([...selected, ...matching]);
    } else {
      const current: Set<number> = selected;
      selected = new Set([...current].filter((id) => !matching.has(id)));
    }
  }
  const hits = works.filter((work) => (selected === undefined || selected.has(work.id)) && passesFilter(work, filter));
  const terms = usable.filter((condition) => condition.op !== 'NOT').map((condition) => condition.value.trim());
  return sortWorks(hits, sort, terms);
}

import type { Expert } from '@/shared/api/generated/model';
import { includesText, termsOf } from '../../lib/lists';
import type { StoredExpert } from './tables';

/** The directory's query logic, pure so it can be tested without HTTP. */

/** A list row carries only the contract's summary fields. */
export function toExpert(expert: StoredExpert): Expert {
  const { bio: _bio, education: _education, honors: _honors, ...summary } = expert;
  return summary;
}

export interface ExpertQuery {
  keyword?: string | null;
  discipline?: string | null;
  title?: string | null;
  institution?: string | null;
}

/** Filters combine with AND; ordered by recommendation (most followed first), then id. */
export function findExperts(experts: readonly StoredExpert[], query: ExpertQuery): StoredExpert[] {
  const terms = termsOf(query.keyword);
  return experts
    .filter(
      (expert) =>
        (!query.discipline || expert.discipline === query.discipline) &&
        (!query.title || expert.title === query.title) &&
        (!query.institution || expert.institution === query.institution) &&
        terms.every((term) =>
          [expert.name, expert.field, expert.institution, expert.discipline, ...expert.researchInterests].some((text) =>
            includesText(text, term),
          ),
        ),
    )
    .sort((a, b) => b.fansCount - a.fansCount || a.id - b.id);
}

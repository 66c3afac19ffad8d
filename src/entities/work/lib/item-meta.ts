import type { WorkDetail } from '@/shared/api/generated/model';
import { joinPresent } from '@/shared/lib/format';
import type { ItemMeta } from '@/shared/lib/page-meta';
import { authorsLine, namedAuthors, textOf } from './format';

/** What a work's page says about it: its title, its abstract (else its authors and source); a work has no picture. */
export function workItemMeta(work: WorkDetail): ItemMeta {
  const byline = joinPresent([namedAuthors(work.authors).length > 0 && authorsLine(work.authors), textOf(work.source)], '，');
  return { name: textOf(work.title), description: [work.abstract, byline], type: 'article' };
}

import { useGetExpert } from '@/shared/api/generated/endpoints/expert/expert';
import { useItemMeta } from '@/shared/lib/page-meta';
import { expertItemMeta } from '../lib/item-meta';

/**
 * An expert's profile page's answer: getExpert for `id` (not asked while the address names no
 * expert), and the page named after the expert once it has loaded (tab title, breadcrumbs, share
 * card). The desktop and the phone profile read it alike.
 */
export function useExpertProfile(id: number | undefined) {
  const query = useGetExpert(id ?? 0, { query: { enabled: id !== undefined } });
  const expert = query.data?.data;
  useItemMeta(expert && expertItemMeta(expert));
  return { query, expert };
}

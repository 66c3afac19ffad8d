import type { ExpertDetail } from '@/shared/api/generated/model';
import { apiImageSrc } from '@/shared/api';
import type { ItemMeta } from '@/shared/lib/page-meta';
import { textOr } from './format';

/** What an expert's page says about the expert: the name, the summary (else the field or the institution), the photo. */
export function expertItemMeta(expert: ExpertDetail): ItemMeta {
  const field = textOr(expert.field);
  return {
    name: textOr(expert.name),
    description: [expert.summary, field && `研究领域：${field}`, expert.institution, expert.bio],
    image: apiImageSrc(expert.avatar),
    type: 'profile',
  };
}

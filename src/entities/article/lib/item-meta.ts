import type { ArticleDetail } from '@/shared/api/generated/model';
import { apiImageSrc } from '@/shared/api';
import type { ItemMeta } from '@/shared/lib/page-meta';
import { articleText } from './format';

/** What an article's page says about it: its title, its summary (else the start of its text), its cover. */
export function articleItemMeta(article: ArticleDetail): ItemMeta {
  return {
    name: articleText(article.title),
    description: [article.summary, article.content],
    image: apiImageSrc(article.cover),
    type: 'article',
  };
}

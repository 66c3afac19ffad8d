import type { Article, ArticleCategory, ArticleDetail, ArticleLink } from '@/shared/api/generated/model';
import { db } from '../../db/database';
import { dayParam, includesText, pageOf, pagingOf, termsOf } from '../../lib/lists';
import { onApi } from '../../lib/on-api';
import { idOf, oneOf, searchOf } from '../../lib/params';
import { notFound, okData } from '../../lib/respond';
import type { StoredArticle } from './tables';

/** A list row carries only the contract's summary fields. */
function toArticle(article: StoredArticle): Article {
  const { content: _content, ...summary } = article;
  return summary;
}

const CATEGORIES: readonly ArticleCategory[] = ['news', 'theory'];

function articleNeighbours(id: number, category: ArticleCategory): { prev?: ArticleLink; next?: ArticleLink } {
  const list = db.articles.filter((article) => article.category === category);
  const index = list.findIndex((article) => article.id === id);
  const link = (offset: number): ArticleLink | undefined => {
    const neighbour = list[index + offset];
    return neighbour ? { id: neighbour.id, title: neighbour.title } : undefined;
  };
  const prev = link(-1);
  const next = link(1);
  return { ...(prev ? { prev } : {}), ...(next ? { next } : {}) };
}

/** News and theory articles (tag `article`). */
export const handlers = [
  onApi('listArticles', ({ request }) => {
    const params = searchOf(request);
    const category = oneOf(CATEGORIES, params.get('category'));
    const terms = termsOf(params.get('keyword'));
    const begin = dayParam(params.get('beginTime'));
    const end = dayParam(params.get('endTime'));
    const rows = db.articles
      .filter(
        (article) =>
          (!category || article.category === category) &&
          terms.every((term) => includesText(article.title, term) || includesText(article.summary, term)) &&
          (!begin || article.publishTime.slice(0, 10) >= begin) &&
          (!end || article.publishTime.slice(0, 10) <= end),
      )
      .sort((a, b) => b.publishTime.localeCompare(a.publishTime) || b.id - a.id);
    return okData(pageOf(rows.map(toArticle), pagingOf(params)));
  }),

  onApi('getArticle', ({ params }) => {
    const article = db.articles.find((candidate) => candidate.id === idOf(params.id));
    if (!article) return notFound();
    return okData<ArticleDetail>({ ...article, ...articleNeighbours(article.id, article.category) });
  }),
];

export { ArticleListItem } from './ui/article-list-item';
export type { ArticleListItemProps } from './ui/article-list-item';
export { ArticleMeta } from './ui/article-meta';
export { ArticleColumnsNav } from './ui/article-columns-nav';
export { ArticlePagedList } from './ui/article-paged-list';
export { ARTICLE_PAGE_SIZE, articleListParams, startArticleList } from './api/article-list';
export type { ArticleListParams } from './api/article-list';
export { ARTICLE_COLUMNS } from './config/columns';
export { articleText, formatArticleTime, formatViews } from './lib/format';

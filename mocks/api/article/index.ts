/** What the other tags use of tag `article`: the article whose markup must be sanitised. */
export { UNSAFE_ARTICLE_ID, type ArticleTables, type StoredArticle } from './tables';

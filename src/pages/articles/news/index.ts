export { NewsPage } from './ui/news-page';
export type { NewsSearch } from './model/search';
export { startNewsList, validateNewsSearch } from './model/search';

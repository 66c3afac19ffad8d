export { NewsPage } from './ui/news-page';
export type { NewsSearch } from './model/search';
export { validateNewsSearch } from './model/search';

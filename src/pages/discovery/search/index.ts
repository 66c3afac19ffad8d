export { SearchPage } from './ui/search-page';
export type { WorkSearch } from './lib/search-params';
export { validateWorkSearch } from './lib/search-params';

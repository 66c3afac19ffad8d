export { AdvancedSearchPage } from './ui/advanced-search-page';
export { validateAdvancedSearch } from './lib/advanced-search-params';
export type { AdvancedSearch } from './lib/advanced-search-params';

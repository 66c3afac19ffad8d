export { AdvancedSearchPage } from './ui/advanced-search-page';
export type { AdvancedSearch } from './lib/advanced-search-params';

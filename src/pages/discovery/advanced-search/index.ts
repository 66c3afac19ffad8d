export { AdvancedSearchPage } from './ui/advanced-search-page';

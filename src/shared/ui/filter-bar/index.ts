export { FilterBar } from './filter-bar';

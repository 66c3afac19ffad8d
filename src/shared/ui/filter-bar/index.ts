export { FilterBar } from './filter-bar';
export { FilterKeyword, type FilterKeywordProps } from './filter-keyword';
export { FilterSelect, type FilterOption, type FilterSelectProps } from './filter-select';
export { useFilterDraft, type FilterValues } from './use-filter-draft';

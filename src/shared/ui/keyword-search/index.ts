export { KeywordSearch, type KeywordSearchProps } from './keyword-search';

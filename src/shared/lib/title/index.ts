export { formatTitle } from './format-title';

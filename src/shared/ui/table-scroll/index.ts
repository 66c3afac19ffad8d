export { TableScroll } from './table-scroll';

export { TableScroll } from './table-scroll';
export { TableColumnHeaders } from './table-column-headers';
export type { TableColumn } from './table-column-headers';
export { DayCell, PriceCell } from './table-cells';

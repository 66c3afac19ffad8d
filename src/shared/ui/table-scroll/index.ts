export { TableScroll } from './table-scroll';
export { TableColumnHeaders } from './table-column-headers';
export type { TableColumn } from './table-column-headers';
export { CountCell, DayCell, PriceCell } from './table-cells';

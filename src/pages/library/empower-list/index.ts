export { EmpowerListPage } from './ui/empower-list-page';
export type { EmpowerListSearch } from './lib/empower-search';
export { validateEmpowerListSearch } from './lib/empower-search';

export { EmpowerDetailsPage } from './ui/empower-details-page';
export type { EmpowerDetailsSearch } from './ui/empower-details-page';

export { EmpowerDetailsPage } from './ui/empower-details-page';

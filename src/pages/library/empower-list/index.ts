export { EmpowerListPage } from './ui/empower-list-page';

export { AcademicListPage } from './ui/academic-list-page';

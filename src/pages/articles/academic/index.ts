export { AcademicPage } from './ui/academic-page';

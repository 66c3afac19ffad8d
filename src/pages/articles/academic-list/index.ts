export { AcademicListPage } from './ui/academic-list-page';
export type { AcademicListSearch } from './model/search';
export { validateAcademicListSearch } from './model/search';

export { AcademicListPage } from './ui/academic-list-page';
export { startTheoryList } from './model/list';

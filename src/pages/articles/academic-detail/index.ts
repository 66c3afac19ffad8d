export { AcademicDetailPage } from './ui/academic-detail-page';

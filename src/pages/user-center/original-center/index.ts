export { OriginalCenterPage } from './ui/original-center-page';

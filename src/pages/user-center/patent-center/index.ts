export { PatentCenterPage } from './ui/patent-center-page';

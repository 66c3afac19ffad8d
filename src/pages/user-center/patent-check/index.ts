export { PatentCheckPage } from './ui/patent-check-page';

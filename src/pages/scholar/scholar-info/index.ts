export { ScholarInfoPage } from './ui/scholar-info-page';

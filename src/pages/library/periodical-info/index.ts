export { PeriodicalInfoPage } from './ui/periodical-info-page';

export { PeriodicalPage } from './ui/periodical-page';

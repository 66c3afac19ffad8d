export { PeriodicalInfoPage } from './ui/periodical-info-page';
export type { PeriodicalInfoSearch } from './lib/periodical-info-search';
export { validatePeriodicalInfoSearch } from './lib/periodical-info-search';

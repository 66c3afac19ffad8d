export { PeriodicalPage } from './ui/periodical-page';
export type { PeriodicalSearch } from './lib/periodical-search';
export { validatePeriodicalSearch } from './lib/periodical-search';

export { MobileExpertsPage } from './ui/mobile-experts-page';
export type { MobileExpertsSearch } from './model/search';
export { validateMobileExpertsSearch } from './model/search';

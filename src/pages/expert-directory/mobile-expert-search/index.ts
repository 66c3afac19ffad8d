export { MobileExpertSearchPage } from './ui/mobile-expert-search-page';
export type { MobileExpertSearchSearch } from './model/search';
export { validateMobileExpertSearch } from './model/search';

export { MobileExpertPage } from './ui/mobile-expert-page';
export type { MobileExpertSearch } from './model/search';
export { validateMobileExpertSearch } from './model/search';

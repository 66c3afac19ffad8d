export { MobileExpertPage } from './ui/mobile-expert-page';
export type { MobileExpertSearch } from './model/search';

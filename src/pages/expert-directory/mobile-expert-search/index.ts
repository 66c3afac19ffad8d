export { MobileExpertSearchPage } from './ui/mobile-expert-search-page';

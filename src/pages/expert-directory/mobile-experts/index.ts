export { MobileExpertsPage } from './ui/mobile-experts-page';

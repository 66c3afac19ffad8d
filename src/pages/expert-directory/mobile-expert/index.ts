export { MobileExpertPage } from './ui/mobile-expert-page';

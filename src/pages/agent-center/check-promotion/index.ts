export { CheckPromotionPage } from './ui/check-promotion-page';

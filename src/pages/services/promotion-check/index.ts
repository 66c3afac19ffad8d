export { PromotionCheckPage } from './ui/promotion-check-page';
